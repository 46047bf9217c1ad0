import BackgroundTasks

/// Recomputes tomorrow's reminder notifications from the habit schedule.
enum ReminderRefresh {
    static let identifier = "com.harrowapp.habits.reminder-refresh"

    static func register(scheduler: ReminderScheduler) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let refresh = task as! BGAppRefreshTask
            let work = Task {
                await scheduler.rescheduleTomorrow()
                refresh.setTaskCompleted(success: !Task.isCancelled)
            }
            refresh.expirationHandler = { work.cancel() }
            submit()
        }
    }

    static func submit() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Calendar.current.date(bySettingHour: 2, minute: 0, second: 0, of: .now.addingTimeInterval(86_400))
        try? BGTaskScheduler.shared.submit(request)
    }
}
