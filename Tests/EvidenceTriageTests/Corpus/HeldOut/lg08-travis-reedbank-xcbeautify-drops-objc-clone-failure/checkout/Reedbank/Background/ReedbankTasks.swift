import BackgroundTasks
import EvidenceRecorder
import Foundation

enum ReedbankTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.reedbank.app.refresh")
    static let compaction = try! TaskIdentifier("com.reedbank.app.nightly-compaction")
    static var onRefreshLaunch: (() -> Void)?

    static func registerAll() {
        let a = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            try? recorder.record(refresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            onRefreshLaunch?()
            RefreshAdapter().handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration, outcome: a ? .succeeded : .failed)
        let b = BGTaskScheduler.shared.register(forTaskWithIdentifier: compaction.rawValue, using: nil) { task in
            CompactionAdapter().handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(compaction, kind: .processing, phase: .registration, outcome: b ? .succeeded : .failed)
    }

    static func submit(_ request: BGTaskRequest, id: TaskIdentifier, kind: TaskKind) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Reedbank] submit \(id.rawValue) failed: \(error)")
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
