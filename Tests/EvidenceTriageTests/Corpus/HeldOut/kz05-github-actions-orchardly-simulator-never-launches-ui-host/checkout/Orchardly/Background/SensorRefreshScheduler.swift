import BackgroundTasks

enum SensorRefreshScheduler {
    static let identifier = "com.orchardly.app.sensor-refresh"

    /// Called from SettingsViewModel when the user turns on "Refresh sensors in background".
    /// (Moved out of AppDelegate in #288 so users who never enable it don't register a handler.)
    static func enable() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            SensorRefreshAdapter.live.handle(task as! BGAppRefreshTask)
        }
        schedule()
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
