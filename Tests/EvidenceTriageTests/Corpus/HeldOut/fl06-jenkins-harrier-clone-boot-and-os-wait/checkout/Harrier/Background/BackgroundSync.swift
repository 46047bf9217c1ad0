import BackgroundTasks
import EvidenceRecorder

/// Uploads work orders saved offline. Registered at launch; a request is
/// submitted whenever the app goes to the background with pending uploads.
enum BackgroundSync {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.harrier.field.sync-refresh")

    static func registerAll(uploader: @escaping () -> PendingUploadJob) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            handle(task as! BGAppRefreshTask, job: uploader())
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private static func handle(_ task: BGAppRefreshTask, job: PendingUploadJob) {
        try? recorder.record(refresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule()
        task.expirationHandler = {
            job.cancel()
            try? recorder.record(refresh, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
        }
        Task {
            do {
                try await job.run()
                try? recorder.record(refresh, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(refresh, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
