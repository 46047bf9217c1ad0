import XCTest
import BackgroundTasks
@testable import Quarrydell

final class UploadScheduleTests: XCTestCase {
    func testOvernightBackupRuns() throws {
        let launched = expectation(description: "system launches the backup task")
        BackupScheduler.shared.onLaunch = { launched.fulfill() }
        try BackupScheduler.shared.scheduleOvernightBackup()      // BGProcessingTaskRequest, requiresExternalPower
        wait(for: [launched], timeout: 4 * 60 * 60)
    }
}
