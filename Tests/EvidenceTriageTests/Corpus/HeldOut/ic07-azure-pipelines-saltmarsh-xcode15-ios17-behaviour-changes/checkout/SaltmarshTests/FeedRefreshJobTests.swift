import XCTest
@testable import Saltmarsh

final class FeedRefreshJobTests: XCTestCase {
    func testRefreshSkipsMalformedSubscriptions() async {
        let store = InMemorySubscriptionStore([
            .init(id: "a", address: "https://feeds.saltmarsh.fm/a.xml"),
            .init(id: "b", address: "https://feeds.saltmarsh.fm/b.xml"),
            .init(id: "broken", address: "https://feeds.saltmarsh.fm/marsh notes.xml"),
        ])
        let fetcher = RecordingFetcher()

        let summary = await FeedRefreshJob(subscriptions: store, fetcher: fetcher).refreshAll()

        XCTAssertEqual(fetcher.requested.count, 2, "malformed subscription must be skipped, not fetched")
        XCTAssertEqual(summary.skipped, ["broken"])
    }
}
