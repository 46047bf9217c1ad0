import XCTest
import BackgroundTasks
@testable import Hollowmere

/// Uses the real BGTaskScheduler in the test host.
final class FeedRefreshLiveTests: XCTestCase {
    func testAppRefreshRunsInsidePredictedWindow() throws {
        let ran = expectation(description: "feed refresh ran")
        let token = NotificationCenter.default.addObserver(forName: .feedRefreshDidFinish, object: nil, queue: nil) { _ in ran.fulfill() }
        defer { NotificationCenter.default.removeObserver(token) }
        try? FeedRefreshScheduler(clock: { Date().addingTimeInterval(-3600) }).scheduleNext()
        wait(for: [ran], timeout: 300)
    }
}
