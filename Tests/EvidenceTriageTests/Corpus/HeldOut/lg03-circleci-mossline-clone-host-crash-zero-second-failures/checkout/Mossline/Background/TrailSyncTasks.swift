import BackgroundTasks
import EvidenceRecorder
import Foundation

enum TrailSyncTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let id = try! TaskIdentifier("com.mossline.app.trail-sync")
    static var onLaunch: (() -> Void)?

    static func register(job: TrailSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil) { task in
            onLaunch?()
            TrailSyncAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(after seconds: TimeInterval) {
        let request = BGAppRefreshTaskRequest(identifier: id.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("[TrailSync] submit failed: \(error)")
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
