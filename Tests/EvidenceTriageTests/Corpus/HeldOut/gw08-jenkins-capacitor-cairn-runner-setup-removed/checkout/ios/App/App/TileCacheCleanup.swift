import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Native processing task that prunes stale map tiles. The JS background runner
/// (`com.cairnapp.trails.background.task`) is registered by @capacitor/background-runner.
enum TileCacheCleanup {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let cleanup = try! TaskIdentifier("com.cairnapp.trails.tilecache.cleanup")

    static func registerAll() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: cleanup.rawValue, using: nil) { task in
            TileCachePruner().run(task: task as! BGProcessingTask)
        }
        try? recorder.record(cleanup, kind: .processing, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule() {
        let request = BGProcessingTaskRequest(identifier: cleanup.rawValue)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(cleanup, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(cleanup, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
