import BackgroundTasks

enum BackgroundTasks {
    static let refresh = "com.morrowlane.notes.refresh"
    static let cleanup = "com.morrowlane.notes.attachment-cleanup"

    static func registerAll() {
        _ = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh, using: nil) { RefreshHandler.handle($0) }
        _ = BGTaskScheduler.shared.register(forTaskWithIdentifier: cleanup, using: nil) { CleanupHandler.handle($0) }
    }
}
