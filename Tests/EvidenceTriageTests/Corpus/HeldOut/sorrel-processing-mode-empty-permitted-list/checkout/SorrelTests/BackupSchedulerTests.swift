import XCTest
import BackgroundTasks
@testable import Sorrel

final class BackupSchedulerTests: XCTestCase {
    func testNightlyRequestNeedsPower() {
        let request = BackupScheduler.nightlyRequest(now: Date(timeIntervalSince1970: 1_786_000_000))
        XCTAssertTrue(request.requiresExternalPower)
        XCTAssertTrue(request.requiresNetworkConnectivity)
    }

    func testNightlyBackupRegistersProcessingTask() {
        // AppDelegate keeps the result of register(forTaskWithIdentifier:) at launch.
        let registered = AppDelegate.registrationResults[BackupScheduler.nightlyIdentifier]
        XCTAssertEqual(registered, true, "register(forTaskWithIdentifier:) result at launch")
    }
}
