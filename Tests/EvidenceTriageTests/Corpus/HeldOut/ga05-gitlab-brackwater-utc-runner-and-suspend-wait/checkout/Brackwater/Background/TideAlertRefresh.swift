import BackgroundTasks
import EvidenceRecorder
import Foundation

enum TideAlertRefresh {
    static let identifier = try! TaskIdentifier("com.brackwater.tides.refresh")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func register(job: TideAlertJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            handle(task as! BGAppRefreshTask, job: job)
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// Called when the scene moves to the background and alerts are enabled.
    static func schedule(policy: QuietHoursPolicy = QuietHoursPolicy(), now: Date = Date()) {
        let request = BGAppRefreshTaskRequest(identifier: identifier.rawValue)
        request.earliestBeginDate = min(policy.nextRefreshWindow(after: now), now.addingTimeInterval(15 * 60))
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[TideAlertRefresh] submit %@ failed: %@", identifier.rawValue, String(describing: error))
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private static func handle(_ task: BGAppRefreshTask, job: TideAlertJob) {
        try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule()
        task.expirationHandler = {
            job.cancel()
            try? recorder.record(identifier, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
        }
        Task {
            do {
                try await job.run()
                try? recorder.record(identifier, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(identifier, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
