import BackgroundTasks
import XCTest
@testable import Dune

final class GoalRefreshTests: XCTestCase {
    func testSubmitSucceedsOnDevice() throws {
        XCTAssertNoThrow(try GoalRefresh.submit(earliestBegin: 15 * 60))
    }

    /// Device-lab check that the goal refresh really runs: submit, then wait past
    /// earliestBeginDate for the launch handler.
    func testRefreshRunsWithinFifteenMinutes() throws {
        let ran = expectation(description: "goal refresh launched")
        GoalRefresh.onLaunch = { ran.fulfill() }
        try GoalRefresh.submit(earliestBegin: 15 * 60)
        wait(for: [ran], timeout: 16 * 60)
    }
}
