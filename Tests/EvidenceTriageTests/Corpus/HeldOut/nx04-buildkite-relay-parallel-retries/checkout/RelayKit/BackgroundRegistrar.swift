import BackgroundTasks

final class BackgroundRegistrar {
    static let shared = BackgroundRegistrar()
    private var registered: Set<String> = []

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerAll() {
        for id in ["com.relay.app.dispatch", "com.relay.app.cleanup"] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                Dispatcher.shared.handle(task)
            }
            DiagnosticRecorder.shared.record(id, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
            if ok { registered.insert(id) }
        }
    }

    func didRegister(_ id: String) -> Bool { registered.contains(id) }
}
