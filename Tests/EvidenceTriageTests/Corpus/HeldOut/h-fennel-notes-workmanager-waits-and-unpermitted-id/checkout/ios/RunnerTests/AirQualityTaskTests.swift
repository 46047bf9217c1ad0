import XCTest
import BackgroundTasks
@testable import Runner

final class AirQualityTaskTests: XCTestCase {
    func testBackupCheckConstantsMatchDart() {
        // lib/src/background/backup_check_task.dart
        XCTAssertEqual(BackupCheckScheduler.uniqueName, "fennel-backup-check")
        XCTAssertEqual(BackupCheckScheduler.taskName, "dev.fennel.notes.backupCheck")
    }

    func testAirQualityCheckIsScheduled() {
        // Workmanager submits periodic tasks under the *uniqueName*.
        XCTAssertNoThrow(try BackupCheckScheduler.schedule(frequency: 6 * 3600))
    }
}
