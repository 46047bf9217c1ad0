import BackgroundTasks

enum BackgroundRefreshRegistration {
    static let timetableRefresh = "com.quaywise.app.timetable-refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll() {
        let timetableRefreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: timetableRefresh, using: nil) { task in
            TimetableRefreshAdapter.shared.handle(task: task as! BGAppRefreshTask)
        }
        Log.background.info("registered \(timetableRefresh): \(timetableRefreshOK)")
    }
}
