import BackgroundTasks
import Foundation

final class GardenSyncScheduler {
    static let shared = GardenSyncScheduler()

    /// Set by the handler; tests observe it.
    var onRefreshHandled: (() -> Void)?

    private let sync = GardenSync()

    func scheduleNextRefresh(earliest: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.gardenSyncIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: earliest)
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[GardenSync] submitted %@ earliestBegin=+%.0fs", request.identifier, earliest)
            DiagnosticsRecorder.shared.record(identifier: request.identifier, taskKind: .appRefresh,
                                              phase: .submission, outcome: .succeeded, errorType: nil)
        } catch {
            NSLog("[GardenSync] submit failed: %@", "\(error)")
            let ns = error as NSError
            DiagnosticsRecorder.shared.record(identifier: request.identifier, taskKind: .appRefresh,
                                              phase: .submission, outcome: .failed,
                                              errorType: "\(ns.domain):\(ns.code)")
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(identifier: task.identifier, taskKind: .appRefresh,
                                          phase: .launch, outcome: .succeeded, errorType: nil)
        scheduleNextRefresh()
        let operation = sync.makeOperation()
        task.expirationHandler = { operation.cancel() }
        operation.completionBlock = { [weak self] in
            task.setTaskCompleted(success: !operation.isCancelled)
            self?.onRefreshHandled?()
        }
        OperationQueue.main.addOperation(operation)
    }
}
