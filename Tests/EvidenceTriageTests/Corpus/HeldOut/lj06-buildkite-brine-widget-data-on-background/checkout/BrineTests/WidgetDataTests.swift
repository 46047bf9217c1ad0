import XCTest
@testable import Brine

final class WidgetDataTests: XCTestCase {
    func testWidgetDataWrittenAtEndOfBackgroundRefresh() async throws {
        let store = InMemoryWidgetStore()
        let refresher = FeedRefresher(fetcher: StubFetcher(newArticles: 3), widgetStore: store)
        try await refresher.backgroundRefresh()
        XCTAssertEqual(store.writes, 1, "widget data not written after background refresh")
    }
}
