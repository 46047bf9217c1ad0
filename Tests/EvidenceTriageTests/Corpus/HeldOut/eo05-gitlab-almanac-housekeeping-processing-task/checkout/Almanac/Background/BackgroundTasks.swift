import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    /// CI's test plan sets EVIDENCE_RECORDS_PATH to a host path so records written by
    /// parallel-testing clones survive the clones being deleted.
    static let recorder = EvidenceRecorder(
        fileURL: ProcessInfo.processInfo.environment["EVIDENCE_RECORDS_PATH"].map(URL.init(fileURLWithPath:))
            ?? FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
                .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let housekeeping = try! TaskIdentifier("com.almanac.app.housekeeping")
    static let feedRefresh = try! TaskIdentifier("com.almanac.app.feed-refresh")

    /// From application(_:didFinishLaunchingWithOptions:).
    static func registerAll(housekeeping job: HousekeepingJob, feed: FeedRefreshJob) {
        let h = BGTaskScheduler.shared.register(forTaskWithIdentifier: housekeeping.rawValue, using: nil) { task in
            HousekeepingAdapter(job: job).handle(task as! BGProcessingTask)
        }
        try? recorder.record(housekeeping, kind: .processing, phase: .registration,
                             outcome: h ? .succeeded : .failed,
                             error: h ? nil : .named("BGTaskScheduler.registrationRejected"))
        let f = BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh.rawValue, using: nil) { task in
            FeedRefreshAdapter(job: feed).handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(feedRefresh, kind: .appRefresh, phase: .registration,
                             outcome: f ? .succeeded : .failed,
                             error: f ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func submitFeedRefresh(earliest: Date = Date(timeIntervalSinceNow: 30 * 60)) throws {
        let request = BGAppRefreshTaskRequest(identifier: feedRefresh.rawValue)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(feedRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(feedRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }

    static func submitHousekeeping() throws {
        let request = BGProcessingTaskRequest(identifier: housekeeping.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(housekeeping, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(housekeeping, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
