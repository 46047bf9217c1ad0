import UserNotifications

actor ReminderInbox {
    let center: NotificationPosting
    private(set) var unread: Int
    init(center: NotificationPosting, unread: Int) { self.center = center; self.unread = unread }

    func markAllRead() async {
        let previous = unread
        unread = 0
        try? await center.setBadgeCount(previous)
    }
}
