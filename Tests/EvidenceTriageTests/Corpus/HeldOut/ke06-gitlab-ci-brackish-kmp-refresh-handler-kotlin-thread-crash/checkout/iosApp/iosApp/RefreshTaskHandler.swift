import BackgroundTasks
import shared

/// BGAppRefreshTask that pulls new sensor readings through the shared Kotlin SyncEngine.
final class RefreshTaskHandler {
    static let shared = RefreshTaskHandler()
    static let identifier = "com.brackish.ios.readings-refresh"

    private var engine: SyncEngine { AppContainer.shared.syncEngine }   // created on the main thread at launch

    func register() {
        // using: nil -> the system calls the launch handler on a background queue
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        BgDiagnostics.shared.record(id: Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func handle(_ task: BGAppRefreshTask) {
        scheduleNext()
        task.expirationHandler = { [engine] in engine.cancel() }
        runRefresh(source: "bgtask") { ok in task.setTaskCompleted(success: ok) }
    }

    /// Shared by the BG task and pull-to-refresh. Called on whatever queue the caller is on.
    func runRefresh(source: String, completion: @escaping (Bool) -> Void) {
        BgDiagnostics.shared.record(id: Self.identifier, kind: .appRefresh, phase: .execution, ok: true)
        engine.refresh(source: source) { result, error in
            let ok = error == nil && (result?.newReadings ?? -1) >= 0
            BgDiagnostics.shared.record(id: Self.identifier, kind: .appRefresh, phase: .completion, ok: ok)
            completion(ok)
        }
    }

    func scheduleNext() {
        let req = BGAppRefreshTaskRequest(identifier: Self.identifier)
        req.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(req)
    }
}
