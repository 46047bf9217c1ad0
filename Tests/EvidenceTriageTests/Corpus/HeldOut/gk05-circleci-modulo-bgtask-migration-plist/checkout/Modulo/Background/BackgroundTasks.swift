import BackgroundTasks
import EvidenceRecorder
import Foundation

/// BGTaskScheduler wiring. "Refresh latest" used to run from
/// application(_:performFetchWithCompletionHandler:) (UIBackgroundFetch, deprecated);
/// it now runs as a BGAppRefreshTask next to the existing cache-trim processing task.
enum BackgroundTasks {
    static let latestRefresh = "net.moduloplayer.app.latest-refresh"
    static let cacheTrim = "net.moduloplayer.app.cache-trim"

    static let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))
    private(set) static var registrationResults: [String: Bool] = [:]

    /// From application(_:didFinishLaunchingWithOptions:), before it returns.
    static func registerAll(latest: LatestRefreshJob, trim: CacheTrimJob) {
        register(latestRefresh, kind: .appRefresh) { task in
            LatestRefreshAdapter(job: latest).handle(task as! BGAppRefreshTask)
        }
        register(cacheTrim, kind: .processing) { task in
            CacheTrimAdapter(job: trim).handle(task as! BGProcessingTask)
        }
    }

    private static func register(_ id: String, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        registrationResults[id] = ok
        NSLog("[bg] BGTaskScheduler.register(%@) returned %@", id, ok ? "true" : "false")
        try? recorder.record(try! TaskIdentifier(id), kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleLatestRefresh(after interval: TimeInterval = 60 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: latestRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try! TaskIdentifier(latestRefresh), kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[bg] submit %@ failed: %@", latestRefresh, String(describing: error))
            try? recorder.record(try! TaskIdentifier(latestRefresh), kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
