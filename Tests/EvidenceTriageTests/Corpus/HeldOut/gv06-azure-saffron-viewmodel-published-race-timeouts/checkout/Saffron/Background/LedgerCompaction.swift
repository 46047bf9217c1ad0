import BackgroundTasks

enum LedgerCompaction {
    static let identifier = "com.saffronbudget.ledger.compact"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let compactor = LedgerCompactor(store: .shared)
            task.expirationHandler = { compactor.cancel() }
            compactor.compact { ok in task.setTaskCompleted(success: ok) }
        }
    }
}
