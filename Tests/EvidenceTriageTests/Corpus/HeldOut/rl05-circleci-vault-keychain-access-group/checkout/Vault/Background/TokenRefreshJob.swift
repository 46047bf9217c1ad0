import BackgroundTasks
import Foundation

final class TokenRefreshJob {
    private let api: SessionAPI
    private let cache: TokenCache

    init(api: SessionAPI, cache: TokenCache) { self.api = api; self.cache = cache }

    func run() async -> Bool {
        cache.clear()
        do {
            let fresh = try await api.refresh()
            cache.store(fresh)
            return true
        } catch {
            return false
        }
    }
}
