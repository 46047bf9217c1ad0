import BackgroundTasks

enum BrindleTasks {
    static let sync = "com.brindle.inspect.sync"
    static let photoCleanup = "com.brindle.inspect.photo-cleanup"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll() {
        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: sync, using: nil) { task in
            InspectionSync.shared.run(task as! BGAppRefreshTask)
        }
        Diagnostics.record(sync, .appRefresh, .registration, ok: syncOK)
        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: photoCleanup, using: nil) { task in
            PhotoCleanup.shared.run(task as! BGProcessingTask)
        }
        Diagnostics.record(photoCleanup, .processing, .registration, ok: cleanupOK)
        print("[Brindle] registered sync=\(syncOK) photo-cleanup=\(cleanupOK)")
    }
}
