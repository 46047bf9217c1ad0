import BackgroundTasks
import os

final class ShiftRefreshScheduler {
    private let identifier: String
    private let log = Logger(subsystem: "com.crewdock.app", category: "ShiftRefresh")
    var operationQueue = OperationQueue()

    init(identifier: String) { self.identifier = identifier }

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { [weak self] task in
            self?.handle(task as! BGAppRefreshTask)
        }
        log.info("register \(self.identifier, privacy: .public) -> \(ok)")
    }

    func schedule(earliest: Date = Date(timeIntervalSinceNow: 30 * 60)) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        try BGTaskScheduler.shared.submit(request)
    }

    private func handle(_ task: BGAppRefreshTask) {
        try? schedule()
        let op = ShiftSyncOperation(store: .shared)
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { task.setTaskCompleted(success: !op.isCancelled && op.error == nil) }
        operationQueue.addOperation(op)
    }
}
