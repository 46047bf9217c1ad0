import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Purges drafts older than 30 days. Runs as a BGProcessingTask; the system
/// decides when (typically overnight, on power).
enum NightlyCleanup {
    static let identifier = "io.quayline.inspect.cleanup"
    static let id = try! TaskIdentifier(identifier)
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            run(task as! BGProcessingTask)
        }
        try? recorder.record(id, kind: .processing, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[BGTask] submit %@ failed: %@", identifier, String(describing: error))
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }

    private static func run(_ task: BGProcessingTask) {
        try? recorder.record(id, kind: .processing, phase: .launch, outcome: .succeeded)
        let purge = DraftStore.shared.purgeExpired { purged in
            try? recorder.record(id, kind: .processing, phase: .completion, outcome: .succeeded)
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = {
            purge.cancel()
            try? recorder.record(id, kind: .processing, phase: .expiration, outcome: .cancelled)
        }
    }
}
