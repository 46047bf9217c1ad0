import BackgroundTasks
import os

final class RefreshScheduler {
    static let shared = RefreshScheduler()
    static let identifier = "com.ternapp.tern.refresh"
    private let log = Logger(subsystem: "com.ternapp.tern", category: "Refresh")
    private(set) var lastRequest: BGAppRefreshTaskRequest?
    var onRunForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try BGTaskScheduler.shared.submit(request)
        lastRequest = request
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
    }

    private func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
        onRunForTesting?()
        ReminderSync().run { task.setTaskCompleted(success: $0) }
    }
}
