import BackgroundTasks
import Foundation

/// Refreshes the "creators you tipped posted something new" reminder once a day.
enum TipReminderScheduler {
    static let identifier = "com.tipjar.app.reminder-refresh"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ReminderRefreshJob.live().run(task as! BGAppRefreshTask)
        }
    }

    static func submit(after interval: TimeInterval = 24 * 60 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            NSLog("[TipReminder] submit failed: %@", String(describing: error))
            throw error
        }
    }
}
