import BackgroundTasks

final class PollenRefreshScheduler {
    static let shared = PollenRefreshScheduler()
    static let identifier = "com.meadowrue.pollen.refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func scheduleAppRefresh(earliestBeginIn seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
        let work = Task {
            let changed = try await PollenSync.shared.refresh()
            if changed { WidgetCenter.shared.reloadTimelines(ofKind: "PollenTodayWidget") }
            NotificationCenter.default.post(name: .pollenRefreshTaskHandled, object: nil)
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel() }
    }
}
