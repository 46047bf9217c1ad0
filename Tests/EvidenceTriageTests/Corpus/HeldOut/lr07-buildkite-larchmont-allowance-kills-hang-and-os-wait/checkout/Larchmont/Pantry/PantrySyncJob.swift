import Foundation

/// Runs for the com.larchmont.pantry.refresh app-refresh task: pulls stock for every
/// linked store in parallel and merges it into the pantry.
final class PantrySyncJob {
    private let stores: [StoreID]
    private let client: LegacyInventoryClient
    private let pantry: Pantry

    init(stores: [StoreID], client: LegacyInventoryClient, pantry: Pantry) {
        self.stores = stores
        self.client = client
        self.pantry = pantry
    }

    func handle(_ task: RefreshTaskProtocol) async {
        NSLog("[PantrySync] handler invoked (task: %@)", String(describing: type(of: task)))
        NSLog("[PantrySync] syncing %d stores", stores.count)
        let results = await withTaskGroup(of: [PantryItem].self) { group in
            for store in stores {
                group.addTask { [client] in
                    LegacyInventoryBridge.fetchSync(store: store, client: client)
                }
            }
            var all: [PantryItem] = []
            for await items in group { all += items }
            return all
        }
        await pantry.merge(results)
        NSLog("[PantrySync] merged %d items", results.count)
        task.setTaskCompleted(success: true)
    }
}
