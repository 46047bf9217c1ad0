import XCTest
@testable import Quoteboard

final class QuoteRefreshSchedulingTests: XCTestCase {
    func testBackgroundQuoteRefreshRunsAfterEarliestBeginDate() {
        let launched = expectation(description: "quote refresh launched")
        QuoteRefreshScheduler.shared.onRefresh = { launched.fulfill() }
        QuoteRefreshScheduler.shared.schedule(after: 30)
        // earliestBeginDate is 30 s out; give the system a minute on top of that.
        wait(for: [launched], timeout: 90)
    }
}
