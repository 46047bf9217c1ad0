import BackgroundTasks
import EvidenceRecorder
import os

enum BackgroundRefresh {
    static let identifier = "fm.oriole.app.refresh"
    private static let log = Logger(subsystem: "fm.oriole.app", category: "Refresh")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static var taskID: TaskIdentifier { try! TaskIdentifier(identifier) }

    /// From application(_:didFinishLaunchingWithOptions:).
    static func register(library: PodcastLibrary) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask, library: library)
        }
        try? recorder.record(taskID, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// From sceneDidEnterBackground(_:). iOS decides when (and whether) this runs.
    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(taskID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("could not schedule app refresh: \(error, privacy: .public)")
            NSLog("[Refresh] could not schedule app refresh: %@", error as NSError)
            try? recorder.record(taskID, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private static func handle(_ task: BGAppRefreshTask, library: PodcastLibrary) {
        try? recorder.record(taskID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule()
        let work = Task { try await library.refreshAll(reason: .background) }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = (try? await work.value) != nil
            try? recorder.record(taskID, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
            task.setTaskCompleted(success: ok)
        }
    }
}
