import BackgroundTasks

enum BackgroundSync {
    static let identifier = "com.quaymark.app.account-sync"

    static func handle(_ task: AppRefreshTaskProtocol, engine: SyncEngine) {
        let operation = SyncOperation(engine: engine)
        task.expirationHandler = {
            operation.cancel()
            Log.bg.info("[BG] account-sync expired; sync cancelled")
        }
        operation.completionBlock = {
            guard !operation.isCancelled else { return }
            task.setTaskCompleted(success: operation.succeeded)
        }
        OperationQueue.sync.addOperation(operation)
    }
}
