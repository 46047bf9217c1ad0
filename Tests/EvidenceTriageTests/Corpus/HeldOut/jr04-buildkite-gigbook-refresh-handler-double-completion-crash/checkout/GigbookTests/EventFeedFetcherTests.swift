import XCTest
@testable import GigbookKit

final class EventFeedFetcherTests: XCTestCase {
    func testConcurrentFetchesKeepBothCompletions() {
        let api = StubEventAPI(upcoming: Fixtures.upcoming, saved: Fixtures.saved, latency: 0.05)
        let fetcher = EventFeedFetcher(api: api)
        var upcomingCalls = 0, savedCalls = 0
        let done = expectation(description: "both feeds answered")
        done.expectedFulfillmentCount = 2
        done.assertForOverFulfill = false
        fetcher.fetchEvents(.upcoming) { _ in upcomingCalls += 1; done.fulfill() }
        fetcher.fetchEvents(.saved) { _ in savedCalls += 1; done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(upcomingCalls, 1, "first caller's completion was never called")
        XCTAssertEqual(savedCalls, 1)
    }
}
