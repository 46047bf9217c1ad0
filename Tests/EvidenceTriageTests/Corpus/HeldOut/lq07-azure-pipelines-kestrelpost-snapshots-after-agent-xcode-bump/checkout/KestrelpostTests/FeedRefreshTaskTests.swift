import BackgroundTasks
import XCTest
@testable import Kestrelpost

final class FeedRefreshTaskTests: XCTestCase {
    func testSimulatedLaunchRefreshesFeed() {
        let refreshed = expectation(forNotification: .feedStoreDidRefresh, object: nil)
        refreshed.expectationDescription = "feed refreshed"
        // Same private hook as `e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"..."]`.
        BGTaskScheduler.shared.perform(Selector(("_simulateLaunchForTaskWithIdentifier:")), with: FeedRefreshTask.identifier)
        wait(for: [refreshed], timeout: 10)
    }
}
