import BackgroundTasks

enum TripSyncTask {
    static let identifier = "com.wayfarer.app.trip-sync"
    static let queue = OperationQueue()

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let operation = TripSyncOperation(persistence: .shared)
            task.expirationHandler = { operation.cancel() }
            operation.completionBlock = { task.setTaskCompleted(success: !operation.isCancelled) }
            queue.addOperation(operation)
        }
        DiagnosticsRecorder.shared.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }
}
