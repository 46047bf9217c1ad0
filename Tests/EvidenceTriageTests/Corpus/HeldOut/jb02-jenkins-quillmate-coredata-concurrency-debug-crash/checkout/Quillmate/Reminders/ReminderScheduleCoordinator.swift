import CoreData
import UserNotifications

/// Schedules the weekly "time to write" local notifications for each blog.
final class ReminderScheduleCoordinator {
    enum ReminderType { case none, weekly(weekdays: [Int]) }

    private let contextManager: ContextManager
    private let notificationCenter: NotificationScheduling

    init(contextManager: ContextManager, notificationCenter: NotificationScheduling = UNUserNotificationCenter.current()) {
        self.contextManager = contextManager
        self.notificationCenter = notificationCenter
    }

    func unscheduleReminders(for blog: Blog) {
        guard case .weekly = reminderType(for: blog) else { return }
        notificationCenter.removePendingNotificationRequests(withIdentifiers: ["reminder-\(blog.blogID)"])
    }

    func reminderType(for blog: Blog) -> ReminderType {
        // Reads the schedule through the main (view) context.
        let request = BloggingRemindersSchedule.fetchRequest()
        request.predicate = NSPredicate(format: "blogID == %lld", blog.blogID)
        let schedule = try? contextManager.mainContext.fetch(request).first
        guard let weekdays = schedule?.weekdays, !weekdays.isEmpty else { return .none }
        return .weekly(weekdays: weekdays)
    }
}
