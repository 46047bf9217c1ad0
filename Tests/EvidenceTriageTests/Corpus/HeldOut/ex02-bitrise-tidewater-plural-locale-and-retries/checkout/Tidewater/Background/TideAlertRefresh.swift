import BackgroundTasks
import UserNotifications

/// Refreshes tomorrow's predictions for favourited stations and reschedules tide alerts.
enum TideAlertRefresh {
    static let identifier = "com.tidewater.app.alerts-refresh"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
    }

    static func schedule(after interval: TimeInterval = 4 * 60 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try? BGTaskScheduler.shared.submit(request)
    }

    private static func handle(_ task: BGAppRefreshTask) {
        schedule()
        let work = Task {
            let job = TideAlertJob(store: .shared, notifications: .current(),
                                   formatter: ArrivalCountdownFormatter(locale: AlertSettings.shared.locale))
            let ok = (try? await job.run()) != nil
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = { work.cancel() }
    }
}
