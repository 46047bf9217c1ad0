import BackgroundTasks

final class EventRefreshScheduler {
    static let identifier = "com.cinderpost.sf.refresh-events"
    static let shared = EventRefreshScheduler()

    var onLaunchForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: .main) { task in
            self.run(task as! BGAppRefreshTask)
        }
        Diagnostics.record(identifier: Self.identifier, kind: .appRefresh, phase: .registration, succeeded: ok)
    }

    func schedule(earliest: Date = Date(timeIntervalSinceNow: 3600)) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, succeeded: true)
        } catch {
            NSLog("[Refresh] submit failed: %@", String(describing: error))
            Diagnostics.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, succeeded: false, error: error)
            throw error
        }
    }

    private func run(_ task: BGAppRefreshTask) {
        onLaunchForTesting?()
        let op = FetchLatestEventsOperation(store: EventStore.shared)
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { task.setTaskCompleted(success: !op.isCancelled) }
        OperationQueue.main.addOperation(op)
    }
}
