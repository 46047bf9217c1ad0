import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let rideSync = try! TaskIdentifier("com.fellwalk.kestrel.ride-sync")

    static func registerAll(sync: RideSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: rideSync.rawValue, using: nil) { task in
            RideSyncAdapter(job: sync).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(rideSync, kind: .processing, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
