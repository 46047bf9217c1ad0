import BackgroundTasks
import WidgetKit
import os

enum WidgetRefresh {
    static let identifier = "com.kestrelhabits.kestrel.widget-refresh"
    private static let log = Logger(subsystem: "com.kestrelhabits.kestrel", category: "Widget")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(id: identifier, kind: .appRefresh, phase: .launch, ok: true)
            SharedSnapshot.write(HabitStore.shared.todaySnapshot())
            WidgetCenter.shared.reloadAllTimelines()
            schedule()
            task.setTaskCompleted(success: true)
        }
        DiagnosticRecorder.shared.record(id: identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted BGAppRefreshTaskRequest \(identifier, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
            DiagnosticRecorder.shared.record(id: identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(id: identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }
}
