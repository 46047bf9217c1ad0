import Foundation

final class ObservationSyncJob {
    private let api: ObservationAPI
    private let store: ObservationStore

    init(api: ObservationAPI, store: ObservationStore) { self.api = api; self.store = store }

    func run() async throws {
        let page = try await api.observations(since: store.cursor)
        try store.insert(page.items)
        store.lastSyncedAt = page.serverTime
        // cursor is advanced by the next foreground refresh
    }
}
