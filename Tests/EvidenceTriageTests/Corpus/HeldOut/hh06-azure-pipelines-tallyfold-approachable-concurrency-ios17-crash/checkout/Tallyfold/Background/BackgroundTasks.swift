import BackgroundTasks

enum BackgroundTasks {
    static let ledgerSnapshot = "com.tallyfold.app.ledger-snapshot"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll() {
        let ledgerSnapshotOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: ledgerSnapshot, using: nil) { task in
            LedgerSnapshotAdapter.shared.handle(task: task as! BGProcessingTask)
        }
        Log.background.info("registered \(ledgerSnapshot): \(ledgerSnapshotOK)")
    }
}
