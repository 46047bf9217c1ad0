import Foundation
import BackgroundTasks
import UserNotifications

/// Two background jobs:
///  - refresh  (BGAppRefreshTask, usage-driven): update rooms + unread counts
///  - cleanup  (BGProcessingTask, usage-independent): update rooms, then remove
///    delivered notifications for messages that were read on another device
final class BackgroundWork {
    static let refreshIdentifier = "de.parley.ios.refresh"
    static let cleanupIdentifier = "de.parley.ios.notification-cleanup"
    static let shared = BackgroundWork()

    var rooms: RoomsUpdating = RoomsUpdater.shared
    var notifications: DeliveredNotificationsRemoving = UNUserNotificationCenter.current()
    var scheduler: TaskSubmitting = BGTaskScheduler.shared

    func registerAll() -> [String: Bool] {
        [
            Self.refreshIdentifier: BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
                self.runRefresh(task: task as! BGAppRefreshTask)
            },
            Self.cleanupIdentifier: BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.cleanupIdentifier, using: nil) { task in
                self.runCleanup(task: task as! BGProcessingTask)
            },
        ]
    }

    func scheduleCleanup() throws {
        let request = BGProcessingTaskRequest(identifier: Self.cleanupIdentifier)
        request.requiresNetworkConnectivity = true
        try scheduler.submit(request)
    }

    // Each job runs on its own queue; nothing stops a refresh and a cleanup
    // that iOS launches close together from running at the same time.
    func runRefresh(task: CompletableTask) {
        DispatchQueue.global().async {
            let ok = self.rooms.updateRoomsAndUnreadCounts()
            task.setTaskCompleted(success: ok)
        }
    }

    func runCleanup(task: CompletableTask) {
        DispatchQueue.global().async {
            let ok = self.rooms.updateRoomsAndUnreadCounts()
            self.notifications.removeDeliveredNotifications(forReadMessagesIn: self.rooms.readMessageIDs)
            task.setTaskCompleted(success: ok)
        }
    }
}
