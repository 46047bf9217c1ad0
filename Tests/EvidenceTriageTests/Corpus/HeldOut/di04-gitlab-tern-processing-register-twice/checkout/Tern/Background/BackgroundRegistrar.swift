import BackgroundTasks

final class BackgroundRegistrar {
    static let shared = BackgroundRegistrar()
    static let identifiers = ["com.ternnotes.app.compact", "com.ternnotes.app.refresh"]
    private var registered: Set<String> = []

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerAll() {
        // no guard: a second call registers the same identifiers again
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.ternnotes.app.compact", using: nil) { task in
            CompactionJob.shared.handle(task as! BGProcessingTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.ternnotes.app.refresh", using: nil) { task in
            RefreshJob.shared.handle(task as! BGAppRefreshTask)
        }
        registered.formUnion(Self.identifiers)
    }
    func isRegistered(_ id: String) -> Bool { registered.contains(id) }
}
