import XCTest
@testable import Saltmarsh

final class FeedRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "FeedRefreshSchedulingTests/testRefreshRunsAfterEarliestBeginDate", 1)
    }

    func testRefreshRunsAfterEarliestBeginDate() {
        let launched = expectation(description: "feed-refresh launched by the system")
        FeedRefreshScheduler.shared.onRefreshLaunched = { launched.fulfill() }

        FeedRefreshScheduler.shared.schedule(after: 1)

        wait(for: [launched], timeout: 120)
    }
}
