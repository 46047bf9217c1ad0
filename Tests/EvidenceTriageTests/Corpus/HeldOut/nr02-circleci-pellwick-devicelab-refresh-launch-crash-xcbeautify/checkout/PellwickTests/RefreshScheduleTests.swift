import XCTest
@testable import Pellwick

final class RefreshScheduleTests: XCTestCase {
    func testRefreshRequestUsesFifteenMinutes() throws {
        FeedRefresher.shared.scheduleNext()
        XCTAssertEqual(DiagnosticsRecorder.shared.lastSubmission?.identifier, FeedRefresher.taskID)
    }

    func testRefreshRunsWithinTwentyMinutes() throws {
        let ran = expectation(description: "feed refresh ran")
        FeedRefresher.shared.onRefreshForTesting = { ran.fulfill() }
        FeedRefresher.shared.scheduleNext()
        wait(for: [ran], timeout: 1200)
    }
}
