import XCTest
import BackgroundTasks
@testable import Thornbury

final class FeedRefreshTests: XCTestCase {
    func testSimulatedLaunchRunsRefresh() {
        let ran = expectation(description: "feed refresh ran")
        FeedRefreshRunner.shared.onRunForTesting = { ran.fulfill() }
        BGTaskScheduler.shared.simulateLaunchForTesting(identifier: FeedRefresh.identifier)
        wait(for: [ran], timeout: 20)
    }
}
