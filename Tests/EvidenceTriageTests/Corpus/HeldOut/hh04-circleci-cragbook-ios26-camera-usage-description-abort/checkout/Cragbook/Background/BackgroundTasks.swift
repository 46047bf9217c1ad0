import BackgroundTasks

enum BackgroundTasks {
    static let logbookSync = "com.cragbook.app.logbook-sync"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll() {
        let logbookSyncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: logbookSync, using: nil) { task in
            LogbookSyncAdapter.shared.handle(task: task as! BGAppRefreshTask)
        }
        Log.background.info("registered \(logbookSync): \(logbookSyncOK)")
    }
}
