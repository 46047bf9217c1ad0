import BackgroundTasks

final class LedgerSyncScheduler {
    private let scheduler: TaskScheduling
    private let identifier: String

    init(scheduler: TaskScheduling, identifier: String) {
        self.scheduler = scheduler
        self.identifier = identifier
    }

    func registerHandlers() {
        scheduler.register(forTaskWithIdentifier: identifier) { [weak self] task in
            self?.run(task as! BGProcessingTask)
        }
    }

    func scheduleIfNeeded() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        try? scheduler.submit(request)                      // no check of pending requests
    }

    private func run(_ task: BGProcessingTask) {
        let op = LedgerSyncOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { [weak self] in
            task.setTaskCompleted(success: !op.isCancelled)
            if !op.isCancelled { self?.scheduleIfNeeded() }   // rescheduled only on success
        }
        OperationQueue.ledger.addOperation(op)
    }
}
