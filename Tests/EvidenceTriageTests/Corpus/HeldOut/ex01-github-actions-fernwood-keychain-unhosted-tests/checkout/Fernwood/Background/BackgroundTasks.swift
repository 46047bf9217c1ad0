import BackgroundTasks
import EvidenceRecorder
import UIKit

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.fernwoodapps.journal.refresh")
    static let digest = try! TaskIdentifier("com.fernwoodapps.journal.digest")

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(makeJob: @escaping () -> BadgeRefreshJob, makeDigest: @escaping () -> WeeklyDigestJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            RefreshAdapter(job: makeJob()).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let digestOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: digest.rawValue, using: nil) { task in
            DigestAdapter(job: makeDigest()).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(digest, kind: .processing, phase: .registration,
                             outcome: digestOK ? .succeeded : .failed,
                             error: digestOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}

final class RefreshAdapter {
    private let job: BadgeRefreshJob
    init(job: BadgeRefreshJob) { self.job = job }

    func handle(task: BGAppRefreshTask) {
        BackgroundTasks.scheduleRefresh()
        let work = Task {
            do {
                try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
