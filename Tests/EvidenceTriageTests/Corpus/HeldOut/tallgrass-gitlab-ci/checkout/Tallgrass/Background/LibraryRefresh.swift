import BackgroundTasks

enum LibraryRefresh {
    /// Renamed from "com.tallgrass.reader.refresh" in 6.0 (TG-1402).
    static let identifier = "com.tallgrass.reader.library-refresh"
    private(set) static var didRegister = false

    static func register() {
        didRegister = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            LibrarySyncJob.shared.handle(task as! BGAppRefreshTask)
        }
        Diagnostics.record(identifier, .appRefresh, .registration, didRegister ? .succeeded : .failed, nil)
    }
}
