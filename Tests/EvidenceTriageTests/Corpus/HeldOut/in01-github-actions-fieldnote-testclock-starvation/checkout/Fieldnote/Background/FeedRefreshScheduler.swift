import BackgroundTasks
import Foundation
import os

/// Registers and submits the feed refresh (BGAppRefreshTask).
final class FeedRefreshScheduler {
    static let identifier = "com.fieldnote.app.feed-refresh"
    static let didRunNotification = Notification.Name("FeedRefreshScheduler.didRun")

    private let identifier: String
    private let log = Logger(subsystem: "com.fieldnote.app", category: "Background")
    private let recorder = DiagnosticRecorder.shared

    init(identifier: String) { self.identifier = identifier }

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { [weak self] task in
            self?.handle(task as! BGAppRefreshTask)
        }
        recorder.record(identifier, kind: .appRefresh, phase: .registration, ok: ok, error: nil)
        log.info("launch: registered \(self.identifier, privacy: .public) -> \(ok)")
    }

    func submit() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, kind: .appRefresh, phase: .submission, ok: true, error: nil)
        } catch {
            recorder.record(identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            log.error("feed-refresh submit failed: \(String(describing: error), privacy: .public)")
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        recorder.record(identifier, kind: .appRefresh, phase: .launch, ok: true, error: nil)
        let work = Task {
            let ok = await FeedSync.shared.refresh()
            task.setTaskCompleted(success: ok)
            NotificationCenter.default.post(name: Self.didRunNotification, object: nil)
        }
        task.expirationHandler = { work.cancel() }
    }
}
