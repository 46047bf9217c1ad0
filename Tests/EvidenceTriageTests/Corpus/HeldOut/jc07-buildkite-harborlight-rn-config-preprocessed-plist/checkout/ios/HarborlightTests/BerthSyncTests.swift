import XCTest
@testable import Harborlight

final class BerthSyncTests: XCTestCase {
    func testIdentifierComesFromEnv() {
        XCTAssertEqual(BerthSyncTask.identifier, "com.harborlight.app.berth-sync")
    }

    func testSyncHandlerRunsAfterBackgrounding() {
        let ran = expectation(description: "berth sync handler ran")
        BerthSyncTask.onRun = { ran.fulfill() }
        BerthSyncTask.schedule(in: 30)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [ran], timeout: 90)
    }
}
