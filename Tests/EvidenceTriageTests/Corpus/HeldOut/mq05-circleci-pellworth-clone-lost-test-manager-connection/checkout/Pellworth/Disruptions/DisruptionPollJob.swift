import Foundation

final class DisruptionPollJob {
    let api: DisruptionAPI; let notifier: Notifier; let store: DisruptionStore
    init(api: DisruptionAPI, notifier: Notifier, store: DisruptionStore) { self.api = api; self.notifier = notifier; self.store = store }

    func run() async throws {
        let items = try await api.current()
        store.markNotified(items.map(\.id))              // success marker set before delivery
        try await notifier.deliver(items)
    }
}
