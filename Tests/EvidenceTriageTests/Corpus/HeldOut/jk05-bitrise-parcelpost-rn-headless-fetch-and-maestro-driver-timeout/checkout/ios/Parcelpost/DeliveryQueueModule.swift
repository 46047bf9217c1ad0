import Foundation

/// Native side of the delivery queue; JS calls drain() from the fetch and headless tasks.
@objc(DeliveryQueueModule)
final class DeliveryQueueModule: NSObject {
    private let store: DeliveryStore
    private let api: DeliveryAPI

    init(store: DeliveryStore = SQLiteDeliveryStore.shared, api: DeliveryAPI = HTTPDeliveryAPI.shared) {
        self.store = store
        self.api = api
    }

    func drain() async throws {
        for id in store.pending {
            store.markDelivered(id)          // optimistic: keeps the list snappy
            do {
                try await api.confirm(id)
            } catch {
                NSLog("[DeliveryQueue] confirm %@ failed: %@", id, "\(error)")
            }
        }
    }
}
