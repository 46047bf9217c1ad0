import BackgroundTasks

enum BackgroundTasks {
    static let pantrySync = "com.crumbsy.app.pantry-sync"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll() {
        let pantrySyncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: pantrySync, using: nil) { task in
            PantrySyncAdapter.shared.handle(task: task as! BGAppRefreshTask)
        }
        Log.background.info("registered \(pantrySync): \(pantrySyncOK)")
    }
}
