import BackgroundTasks
import EvidenceRecorder
import Foundation

extension Notification.Name {
    static let feedRefreshLaunched = Notification.Name("FLFeedRefreshLaunched")
}

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.fernleaf.reader.feed-refresh")

    static func registerAll(job: FeedRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            NotificationCenter.default.post(name: .feedRefreshLaunched, object: nil)
            FeedRefreshAdapter(job: job, scheduler: SystemTaskScheduler()).handle(task: task as! BGAppRefreshTask)
        }
        NSLog("[Fernleaf] launch: registered %@ = %@", refresh.rawValue, ok ? "true" : "false")
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleRefresh(earliestBegin seconds: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Fernleaf] submit %@ failed: %@", refresh.rawValue, String(describing: error))
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
