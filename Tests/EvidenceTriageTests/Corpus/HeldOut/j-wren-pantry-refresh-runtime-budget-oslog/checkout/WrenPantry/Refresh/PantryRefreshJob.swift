import Foundation

final class PantryRefreshJob {
    private let api: PantryAPI
    private let store: PantryStore
    private var cancelled = false

    init(api: PantryAPI, store: PantryStore) { self.api = api; self.store = store }

    func start() -> JobRun {
        JobRun { [self] in
            var page = try await api.changes(since: store.cursor)
            while true {
                try store.apply(page.items)
                if cancelled || page.next == nil { break }
                page = try await api.changes(since: page.next!)
            }
            store.cursor = page.cursor          // committed even when we stopped early
        }
    }

    func expire() { cancelled = true }
}
