import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.inkwellapp.journal.refresh")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(makeJob: @escaping () -> JournalRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            handle(task as! BGAppRefreshTask, job: makeJob())
        }
        NSLog("[Inkwell] registered %@ = %@", refresh.rawValue, ok ? "true" : "false")
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleRefresh(after seconds: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Inkwell] submit %@ failed: %@", refresh.rawValue, "\(error)")
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    static func handle(_ task: BGAppRefreshTask, job: JournalRefreshJob) {
        try? recorder.record(refresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        scheduleRefresh()
        let work = Task {
            do {
                try await job.run()
                try? recorder.record(refresh, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(refresh, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
