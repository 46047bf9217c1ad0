import XCTest
import BackgroundTasks
@testable import Lumen

/// Added with the nightly digest job: proves the JS task defined with
/// TaskManager.defineTask actually runs after registerTaskAsync.
final class TaskWorkerTests: XCTestCase {
    func testWorkerIdentifierIsStable() {
        XCTAssertEqual(DigestTask.workerIdentifier, "com.expo.modules.backgroundtask.processing")
    }

    func testWorkerRunsAfterRegisterTask() throws {
        let ran = expectation(description: "background task worker ran")
        DigestTask.onWorkerRun = { ran.fulfill() }
        try DigestTask.register(minimumInterval: 15 * 60)
        // Give the system up to ten minutes to pick the worker up.
        wait(for: [ran], timeout: 600)
    }
}
