import BackgroundTasks
import EvidenceRecorder

enum FeedBackgroundTasks {
    static let refresh = try! TaskIdentifier("io.osier.reader.feeds.refresh")
    static let prune = try! TaskIdentifier("io.osier.reader.feeds.prune")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func registerAll(refreshJob: FeedRefreshJob, pruneJob: FeedPruneJob) {
        let r = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            FeedTaskAdapter(job: refreshJob, recorder: recorder, id: refresh).handle(task)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration, outcome: r ? .succeeded : .failed,
                             error: r ? nil : .named("BGTaskScheduler.registrationRejected"))
        let p = BGTaskScheduler.shared.register(forTaskWithIdentifier: prune.rawValue, using: nil) { task in
            FeedTaskAdapter(job: pruneJob, recorder: recorder, id: prune).handle(task)
        }
        try? recorder.record(prune, kind: .processing, phase: .registration, outcome: p ? .succeeded : .failed,
                             error: p ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
