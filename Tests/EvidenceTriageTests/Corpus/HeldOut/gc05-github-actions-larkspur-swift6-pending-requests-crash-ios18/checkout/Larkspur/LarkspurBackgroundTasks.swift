import BackgroundTasks
import EvidenceRecorder
import Foundation
import OSLog

enum LarkspurBackgroundTasks {
    static let log = Logger(subsystem: "com.larkspur.app", category: "bgtasks")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let feedRefresh = try! TaskIdentifier("com.larkspur.app.feed-refresh")

    static func registerAll(makeJob: @escaping @Sendable () -> FeedRefreshJob) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh.rawValue, using: nil) { task in
            FeedRefreshAdapter(job: makeJob()).handle(task: task as! BGAppRefreshTask)
        }
        log.info("register \(feedRefresh.rawValue, privacy: .public) -> \(registered)")
        try? recorder.record(feedRefresh, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleFeedRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: feedRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 45 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(feedRefresh.rawValue, privacy: .public)")
            try? recorder.record(feedRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("submit \(feedRefresh.rawValue, privacy: .public) failed: \(String(describing: error), privacy: .public)")
            try? recorder.record(feedRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
