import BackgroundTasks
import WidgetKit

enum TideRefresh {
    static let identifier = "app.tidewater.refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.record(identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    static func schedule() throws {
        let req = BGAppRefreshTaskRequest(identifier: identifier)
        req.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try BGTaskScheduler.shared.submit(req)
        DiagnosticRecorder.record(identifier, kind: .appRefresh, phase: .submission, ok: true)
    }

    static func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.record(identifier, kind: .appRefresh, phase: .launch, ok: true)
        Task {
            try? await TideStore.shared.fetchLatest()
            WidgetCenter.shared.reloadTimelines(ofKind: "TideWidget")
            task.setTaskCompleted(success: true)
        }
    }
}
