import BackgroundTasks
import EvidenceRecorder
import Foundation

@objc(BackgroundShelfSync)
final class BackgroundShelfSync: NSObject {
    static let identifier = "com.lanternfish.reader.shelf-sync"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let taskID = try! TaskIdentifier(identifier)

    /// Called from AppDelegate's didFinishLaunchingWithOptions, before it returns.
    @objc static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ShelfSyncAdapter(job: ShelfSyncJob.live()).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(taskID, kind: .processing, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// Exposed to JS as BackgroundShelfSync.scheduleOvernight().
    @objc func scheduleOvernight(_ resolve: RCTPromiseResolveBlock, rejecter reject: RCTPromiseRejectBlock) {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? Self.recorder.record(Self.taskID, kind: .processing, phase: .submission, outcome: .succeeded)
            resolve(true)
        } catch {
            NSLog("[ShelfSync] Could not schedule shelf sync: %@", String(describing: error))
            try? Self.recorder.record(Self.taskID, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            // The settings screen still says "scheduled": iOS decides when (and whether) it runs.
            resolve(false)
        }
    }
}
