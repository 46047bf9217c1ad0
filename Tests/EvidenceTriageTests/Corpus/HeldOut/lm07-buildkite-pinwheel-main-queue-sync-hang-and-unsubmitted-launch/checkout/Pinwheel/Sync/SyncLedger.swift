import Foundation

final class SyncLedger {
    private let store: LedgerStore
    private let queue = DispatchQueue(label: "pinwheel.ledger")
    init(store: LedgerStore) { self.store = store }

    func flush(completion: @escaping () -> Void) {
        NSLog("[Ledger] flush: %d pending", store.pendingCount)
        queue.sync {
            store.writePending()
            // UI counters must be touched on main.
            DispatchQueue.main.sync { NotificationCenter.default.post(name: .ledgerDidFlush, object: nil) }
        }
        completion()
    }
}
