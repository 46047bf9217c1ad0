import BackgroundTasks
import Foundation

/// Rebuilds the full-text index overnight while the phone charges.
final class IndexMaintenanceScheduler {
    static let shared = IndexMaintenanceScheduler()
    static var onRebuildFinished: (() -> Void)?

    func scheduleNightlyRebuild() throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundTasks.indexRebuild)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 2),
                                                              matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: request.identifier, kind: .processing,
                                              phase: .submission, succeeded: true, error: nil)
        } catch {
            NSLog("[Maintenance] index-rebuild submit failed: %@", String(describing: error))
            DiagnosticsRecorder.shared.record(identifier: request.identifier, kind: .processing,
                                              phase: .submission, succeeded: false, error: error)
            throw error
        }
    }

    func handle(_ task: BGProcessingTask) {
        DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .processing,
                                          phase: .launch, succeeded: true, error: nil)
        let work = Task {
            let ok = await SearchIndex.shared.rebuild()
            task.setTaskCompleted(success: ok)
            Self.onRebuildFinished?()
        }
        task.expirationHandler = { work.cancel() }
    }
}
