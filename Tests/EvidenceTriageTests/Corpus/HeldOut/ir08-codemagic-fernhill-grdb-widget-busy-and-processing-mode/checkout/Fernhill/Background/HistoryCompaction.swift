import BackgroundTasks
import EvidenceRecorder
import FernhillKit
import Foundation

/// Overnight VACUUM + roll-up of entries older than 90 days (BGProcessingTask, added in 3.4).
enum HistoryCompaction {
    static let identifier = try! TaskIdentifier("com.fernhill.app.history-compaction")

    static func register(recorder: EvidenceRecorder, database: @escaping () -> DatabasePoolProviding) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            try? recorder.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            HistoryCompactor(database: database()).run(task as! BGProcessingTask)
        }
        try? recorder.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(recorder: EvidenceRecorder) throws {
        let request = BGProcessingTaskRequest(identifier: identifier.rawValue)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("[HistoryCompaction] submit failed: \(error)")
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
            throw error
        }
    }
}
