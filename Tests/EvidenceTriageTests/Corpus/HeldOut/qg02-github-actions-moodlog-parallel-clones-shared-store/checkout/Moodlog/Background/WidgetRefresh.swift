import BackgroundTasks
import os

final class WidgetRefresh {
    static let shared = WidgetRefresh()
    static let identifier = "com.moodlog.app.refresh"
    var onSnapshotWritten: (() -> Void)?
    private let log = Logger(subsystem: "com.moodlog.app", category: "Refresh")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: .main) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        log.info("registered \(Self.identifier, privacy: .public): \(ok)")
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
    }

    private func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
        WidgetSnapshotWriter().write()
        onSnapshotWritten?()
        task.setTaskCompleted(success: true)
        try? schedule()
    }
}
