import XCTest
import BackgroundTasks
@testable import Runner

final class CatchSyncTests: XCTestCase {
    func testSubmitsProcessingRequest() throws {
        try CatchSyncScheduler.shared.scheduleOvernightSync()
        XCTAssertEqual(CatchSyncScheduler.shared.lastRequest?.identifier, "com.catchbook.app.catchSync")
    }

    func testSyncRunsOvernightAfterSubmit() throws {
        let ran = expectation(description: "catch sync handler ran")
        CatchSyncScheduler.shared.onRunForTesting = { ran.fulfill() }
        try CatchSyncScheduler.shared.scheduleOvernightSync()
        wait(for: [ran], timeout: 300)
    }
}
