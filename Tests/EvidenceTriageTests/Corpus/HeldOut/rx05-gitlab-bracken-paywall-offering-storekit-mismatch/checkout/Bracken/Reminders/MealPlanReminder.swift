import UserNotifications

struct MealPlanReminder {
    let center: NotificationPosting

    func scheduleWeekly(weekday: Int, hour: Int) {
        let content = UNMutableNotificationContent()
        content.title = "Plan this week's meals"
        let trigger = UNCalendarNotificationTrigger(
            dateMatching: DateComponents(hour: hour, weekday: weekday), repeats: false)
        center.add(UNNotificationRequest(identifier: "meal-plan-weekly", content: content, trigger: trigger))
    }
}
