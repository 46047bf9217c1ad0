import BackgroundTasks
import LarkspurKit

enum BackgroundReminderSync {
    static let identifier = "com.larkspurapp.ios.reminder-sync"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ReminderSyncAdapter(job: ReminderSyncJob.live).handle(task as! BGAppRefreshTask)
        }
    }
}
