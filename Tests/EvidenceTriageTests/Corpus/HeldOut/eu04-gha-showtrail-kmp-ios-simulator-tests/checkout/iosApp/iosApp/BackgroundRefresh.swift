import BackgroundTasks
import EvidenceRecorder
import Shared

enum BackgroundRefresh {
    static let identifier = TaskIds.shared.EPISODE_REFRESH   // "io.showtrail.episodes.refresh"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static var id: TaskIdentifier { try! TaskIdentifier(identifier) }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(onRun: @escaping (BGAppRefreshTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            onRun(task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule(after seconds: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[BackgroundRefresh] submit %@ failed: %@", identifier, String(describing: error))
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
