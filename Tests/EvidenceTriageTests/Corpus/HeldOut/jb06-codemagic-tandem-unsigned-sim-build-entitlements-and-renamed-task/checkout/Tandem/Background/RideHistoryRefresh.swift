import BackgroundTasks
import EvidenceRecorder
import Foundation

enum RideHistoryRefresh {
    // PR 623 also renamed the task: "history-refresh" → "ride-history-refresh".
    static let identifier = "com.tandemrides.app.ride-history-refresh"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .launch, outcome: .succeeded)
            RideHistorySync.shared.run(task as! BGAppRefreshTask)
        }
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit() throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
