import Foundation

/// Bridges the callback-based inventory SDK into the async pantry sync.
enum LegacyInventoryBridge {
    static func fetchSync(store: StoreID, client: LegacyInventoryClient) -> [PantryItem] {
        let done = DispatchSemaphore(value: 0)
        var items: [PantryItem] = []
        NSLog("[LegacyInventory] waiting for callback store=%@", store.rawValue)
        client.fetch(store: store) { result in
            items = (try? result.get()) ?? []
            done.signal()
        }
        done.wait()
        return items
    }
}
