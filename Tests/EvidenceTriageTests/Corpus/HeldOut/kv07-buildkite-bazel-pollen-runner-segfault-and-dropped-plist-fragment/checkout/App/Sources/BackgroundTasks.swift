import BackgroundTasks

final class BackgroundTasks {
    static let shared = BackgroundTasks()
    static let pollenSync = "com.pollen.app.pollen-sync"
    private var registered: Set<String> = []

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerAll() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.pollenSync, using: nil) { task in
            PollenSyncJob.run(task as! BGProcessingTask)
        }
        if ok { registered.insert(Self.pollenSync) }
        DiagnosticsRecorder.shared.record(identifier: Self.pollenSync, kind: .processing, phase: .registration,
                                          outcome: ok ? .succeeded : .failed,
                                          errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    func didRegister(_ id: String) -> Bool { registered.contains(id) }
}
