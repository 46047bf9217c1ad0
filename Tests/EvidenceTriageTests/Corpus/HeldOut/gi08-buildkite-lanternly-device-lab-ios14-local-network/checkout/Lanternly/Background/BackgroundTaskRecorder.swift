import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Registers the parcel refresh with BGTaskScheduler and writes
/// evidence.diagnostic/v1 records around each run.
enum BackgroundTaskRecorder {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func registerRefresh(identifier: String, handler: @escaping (RefreshTask) -> Void) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handler(task as! BGAppRefreshTask)
        }
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func recordLaunch(identifier: String) {
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .launch, outcome: .succeeded)
    }

    static func recordCompletion(identifier: String, success: Bool) {
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .completion,
                             outcome: success ? .succeeded : .failed)
    }

    static func recordExpiration(identifier: String) {
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .expiration, outcome: .cancelled)
    }
}
