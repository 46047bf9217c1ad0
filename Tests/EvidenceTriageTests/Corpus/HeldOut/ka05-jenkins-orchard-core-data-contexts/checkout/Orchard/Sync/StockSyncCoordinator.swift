import CoreData

final class StockSyncCoordinator {
    private let persistence: PersistenceController

    init(persistence: PersistenceController) {
        self.persistence = persistence
    }

    /// Imports a stock delta from the wholesaler feed. Runs on the sync context.
    func importDelta(_ delta: StockDelta, supplier: Supplier, completion: @escaping () -> Void) {
        let context = persistence.syncContext
        context.perform {
            for line in delta.lines {
                let item = Item.findOrInsert(sku: line.sku, in: context)
                item.quantity = Int32(line.quantity)
                item.supplier = supplier
            }
            self.persistence.saveSync()
            completion()
        }
    }
}
