import BackgroundTasks
import os

final class AutosaveTask {
    static let shared = AutosaveTask()
    static let identifier = "com.brindle.notes.autosave"
    private let log = Logger(subsystem: "com.brindle.notes", category: "Autosave")
    var onFlush: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DraftStore.shared.flush()
            self.onFlush?()
            task.setTaskCompleted(success: true)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func scheduleWhenBackgrounded() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 10 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }
}
