import BackgroundTasks
import os

/// Owns every BGTaskScheduler identifier the app uses.
/// FGL-1412: the outstanding-publish task was renamed to `key-publish` when the
/// operation moved out of the SDK target.
final class BackgroundTasksController {
    static let shared = BackgroundTasksController(scheduler: BGTaskScheduler.shared)

    enum TaskID {
        static let exposureSync = "com.fellgate.app.exposure-sync"
        static let keyPublish = "com.fellgate.app.key-publish"
    }

    private let scheduler: BackgroundTaskScheduling
    private let log = Logger(subsystem: "com.fellgate.app", category: "bgtasks")

    init(scheduler: BackgroundTaskScheduling) {
        self.scheduler = scheduler
    }

    func registerAll() {
        register(TaskID.exposureSync, kind: .appRefresh) { task in
            ExposureSyncTask(task: task).run()
        }
        register(TaskID.keyPublish, kind: .processing) { task in
            OutstandingPublishTask(task: task, storage: .shared, publisher: .shared, scheduler: self.scheduler).run()
        }
    }

    private func register(_ id: String, kind: DiagnosticsRecorder.TaskKind, handler: @escaping (BackgroundTask) -> Void) {
        let ok = scheduler.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        DiagnosticsRecorder.shared.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed)
        log.info("register \(id, privacy: .public): \(ok)")
    }

    func schedulePublish(after date: Date) throws {
        let request = BGProcessingTaskRequest(identifier: TaskID.keyPublish)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = date
        do {
            try scheduler.submit(request)
            DiagnosticsRecorder.shared.record(TaskID.keyPublish, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticsRecorder.shared.record(TaskID.keyPublish, kind: .processing, phase: .submission,
                                              outcome: .failed, error: error)
            log.error("key-publish submit failed: \(String(describing: error), privacy: .public)")
            throw error
        }
    }
}
