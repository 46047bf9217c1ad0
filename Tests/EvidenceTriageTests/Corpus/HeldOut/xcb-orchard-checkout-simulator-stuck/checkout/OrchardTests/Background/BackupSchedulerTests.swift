import XCTest
@testable import Orchard

final class BackupSchedulerTests: XCTestCase {
    private let scheduler = BackupScheduler(uploader: MockUploader())

    func testBackupRunsInBackgroundOvernight() throws {
        let ran = expectation(description: "background backup ran")
        scheduler.onBackgroundRun = { ran.fulfill() }
        try scheduler.scheduleNightlyBackup()
        XCTAssertEqual(scheduler.pendingRequestIdentifiers, ["com.orchardgrocer.app.backup"])
        wait(for: [ran], timeout: 900)
    }
}
