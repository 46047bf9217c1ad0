import BackgroundTasks
import EvidenceRecorder
import Foundation

enum InboxRefresh {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let id = try! TaskIdentifier("com.tidewire.inbox.refresh")
    static let delivered = Notification.Name("TidewireInboxDelivered")

    static func register(makeJob: @escaping () -> InboxRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil) { task in
            try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            let job = makeJob()
            let work = Task {
                let ok = (try? await job.run()) != nil
                if ok { NotificationCenter.default.post(name: delivered, object: nil) }
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
                task.setTaskCompleted(success: ok)
            }
            task.expirationHandler = { work.cancel() }
        }
        NSLog("[Tidewire] registered %@: %@", id.rawValue, ok ? "YES" : "NO")
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    /// Called from sceneDidEnterBackground.
    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: id.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
