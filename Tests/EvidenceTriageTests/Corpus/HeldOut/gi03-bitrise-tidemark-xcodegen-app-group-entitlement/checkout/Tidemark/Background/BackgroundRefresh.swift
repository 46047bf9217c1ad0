import BackgroundTasks
import EvidenceRecorder

enum BackgroundRefresh {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let tideRefresh = try! TaskIdentifier("com.tidemark.app.tide-refresh")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(makeJob: @escaping @Sendable () -> TideRefreshJob) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: tideRefresh.rawValue, using: nil) { task in
            handle(task as! BGAppRefreshTask, job: makeJob())
        }
        try? recorder.record(tideRefresh, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: tideRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(tideRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(tideRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private static func handle(_ task: BGAppRefreshTask, job: TideRefreshJob) {
        try? recorder.record(tideRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule()
        let work = Task {
            do {
                try await job.run()
                try? recorder.record(tideRefresh, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(tideRefresh, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = {
            work.cancel()
            try? recorder.record(tideRefresh, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
        }
    }
}
