import XCTest
import BackgroundTasks
import FerruleShared
@testable import Ferrule

final class BackupSchedulerTests: XCTestCase {
    func testNightlyBackupEnqueued() throws {
        try BackupScheduler.shared.enqueueNightly()
        XCTAssertEqual(BackupScheduler.shared.pendingTaskIds(), ["nightly-backup"])
    }

    func testNightlyBackupRunsWithinTwoMinutes() throws {
        let ran = expectation(description: "nightly backup worker ran")
        BackupScheduler.shared.onWorkerFinished = { id in if id == "nightly-backup" { ran.fulfill() } }
        try BackupScheduler.shared.enqueueNightly()
        wait(for: [ran], timeout: 120)
    }
}
