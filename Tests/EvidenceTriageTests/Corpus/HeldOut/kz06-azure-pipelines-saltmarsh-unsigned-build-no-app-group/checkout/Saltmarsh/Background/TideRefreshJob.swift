import Foundation

final class TideRefreshJob {
    private let api: TideAPI
    private let cache: TideCache
    init(api: TideAPI, cache: TideCache) { self.api = api; self.cache = cache }

    func run() async throws {
        let page = try await api.predictions(after: cache.cursor)
        cache.cursor = page.until            // advanced before the rows are committed
        try cache.commit(page.rows)
    }
}
