import BackgroundTasks

@MainActor
enum LibraryRefreshManager {
    static let identifier = "com.orchardlens.app.library-refresh"
    static var onHandled: (() -> Void)?

    static func registerBGTaskHandler() {
        // launch handler closure inherits @MainActor from this context;
        // with `using: nil` the scheduler calls it on its own queue
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            LibraryRefreshJob.run(task as! BGAppRefreshTask)
            onHandled?()
        }
    }
}
