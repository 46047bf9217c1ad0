import XCTest
@testable import Pinecone

final class BackgroundFetchTests: XCTestCase {
    func testFetchModeDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "performFetchWithCompletionHandler is implemented, so `fetch` must be declared")
    }

    func testOverlappingFetchesEachCompleteOnce() {
        let fetcher = EventsFetcher(api: SlowEventsAPI(delay: 0.2))
        var first = 0, second = 0
        let done = expectation(description: "both fetches finished"); done.expectedFulfillmentCount = 2
        fetcher.fetchEvents { _ in first += 1; done.fulfill() }
        fetcher.fetchEvents { _ in second += 1; done.fulfill() }    // second background fetch before the first returned
        wait(for: [done], timeout: 5)
        XCTAssertEqual([first, second], [1, 1], "each system completion handler is called exactly once")
    }
}
