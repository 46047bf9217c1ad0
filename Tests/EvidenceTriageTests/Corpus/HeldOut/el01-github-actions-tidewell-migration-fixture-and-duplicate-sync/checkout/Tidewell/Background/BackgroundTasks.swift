import BackgroundTasks
import EvidenceRecorder
import UIKit

enum BackgroundTasks {
    static let refreshID = "com.kestrelworks.tidewell.refresh"
    static let compactID = "com.kestrelworks.tidewell.compact"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(job: TideSyncJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshID, using: nil) { task in
            TideSyncAdapter(job: job).handle(task)
        }
        try? recorder.record(try! TaskIdentifier(refreshID), kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed)
        let compactOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: compactID, using: nil) { task in
            TideSyncAdapter(job: job).handle(task)
        }
        try? recorder.record(try! TaskIdentifier(compactID), kind: .processing, phase: .registration,
                             outcome: compactOK ? .succeeded : .failed)
    }
}
