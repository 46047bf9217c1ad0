import BackgroundTasks
import Foundation

final class InboxRefreshTask {
    static let shared = InboxRefreshTask()
    static let identifier = "com.quarrymail.ios.inbox-refresh"
    static let didFinish = Notification.Name("InboxRefreshTask.didFinish")

    private let recorder = DiagnosticRecorder.shared

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        recorder.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
        NSLog("[Quarry] launch: registered %@ -> %@", Self.identifier, ok ? "YES" : "NO")
    }

    @discardableResult
    func submit() -> Bool {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
            return true
        } catch {
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            NSLog("[Quarry] inbox-refresh submit failed: %@", String(describing: error))
            return false
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        recorder.record(Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
        let job = Task {
            let ok = (try? await InboxRefreshJob.live.run()) != nil
            task.setTaskCompleted(success: ok)
            NotificationCenter.default.post(name: Self.didFinish, object: nil)
        }
        task.expirationHandler = { job.cancel() }
        submit()
    }
}
