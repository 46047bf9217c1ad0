import BackgroundTasks
import EvidenceRecorder

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.lanternfish.app.refresh")
    // Renamed from com.lanternfish.prefetch in !271 ("namespace all task ids under the bundle id").
    static let prefetch = try! TaskIdentifier("com.lanternfish.app.prefetch")
    static var registered: [String: Bool] = [:]

    static func registerAll(prefetcher: EpisodePrefetcher) {
        for (id, kind) in [(refresh, TaskKind.appRefresh), (prefetch, TaskKind.processing)] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil) { task in
                PrefetchAdapter(job: prefetcher).handle(task: task)
            }
            registered[id.rawValue] = ok
            NSLog("[BGTaskScheduler] registered %@ = %d", id.rawValue, ok)
            try? recorder.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed,
                                 error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
        }
    }

    static func schedulePrefetch() {
        let request = BGProcessingTaskRequest(identifier: prefetch.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(prefetch, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[BGTaskScheduler] submit %@ failed: %@", prefetch.rawValue, "\(error)")
            try? recorder.record(prefetch, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
