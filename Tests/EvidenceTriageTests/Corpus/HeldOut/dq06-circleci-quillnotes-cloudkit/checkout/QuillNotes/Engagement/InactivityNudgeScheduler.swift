import BackgroundTasks
import UserNotifications

/// Posts the "You have 3 unsynced drafts" nudge from a background refresh.
final class InactivityNudgeScheduler {
    static let taskIdentifier = "com.quillnotes.ios.nudge-refresh"
    private let center: UNUserNotificationCenter

    init(center: UNUserNotificationCenter = .current()) {
        self.center = center
    }

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskIdentifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
    }

    func schedule(after interval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try BGTaskScheduler.shared.submit(request)
    }

    private func handle(_ task: BGAppRefreshTask) {
        let content = UNMutableNotificationContent()
        content.title = "Drafts waiting"
        content.body = "You have unsynced drafts in Quill."
        center.add(UNNotificationRequest(identifier: "nudge", content: content, trigger: nil)) { error in
            task.setTaskCompleted(success: error == nil)
        }
    }
}
