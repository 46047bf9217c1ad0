import Foundation

final class FeedRefresher {
    let fetcher: FeedFetching
    let widgetStore: WidgetStoring
    init(fetcher: FeedFetching, widgetStore: WidgetStoring) { self.fetcher = fetcher; self.widgetStore = widgetStore }

    /// Run from the BGAppRefreshTask handler.
    func backgroundRefresh() async throws {
        _ = try await fetcher.fetchAll()
        // widget data is written when the scene moves to the background (SceneDelegate)
    }
}
