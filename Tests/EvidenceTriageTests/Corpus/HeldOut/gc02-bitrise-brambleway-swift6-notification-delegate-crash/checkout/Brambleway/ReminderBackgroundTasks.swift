import BackgroundTasks
import Foundation

enum ReminderBackgroundTasks {
    static let digestIdentifier = "com.brambleway.ios.digest"

    static func registerAll() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: digestIdentifier, using: nil) { task in
            DigestRefresh.handle(task as! BGAppRefreshTask)
        }
    }
}
