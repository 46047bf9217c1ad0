import BackgroundTasks
import CoreData

/// Work behind com.orchard.stock.nightly-reconcile (BGProcessingTask).
final class NightlyReconcileJob {
    private let persistence: PersistenceController
    private let ledger: LedgerClient
    private let queue = DispatchQueue(label: "com.orchard.reconcile")

    init(persistence: PersistenceController, ledger: LedgerClient) {
        self.persistence = persistence
        self.ledger = ledger
    }

    func run(completion: @escaping (Bool) -> Void) {
        queue.async {
            let counts = self.loadCounts()
            self.ledger.reconcile(counts) { ok in completion(ok) }
        }
    }

    private func loadCounts() -> [String: Int32] {
        let request = Item.fetchRequest()
        request.predicate = NSPredicate(format: "discontinued == NO")
        // Reads the UI context from the reconcile queue.
        let items = (try? persistence.viewContext.fetch(request)) ?? []
        return Dictionary(uniqueKeysWithValues: items.map { ($0.sku!, $0.quantity) })
    }
}
