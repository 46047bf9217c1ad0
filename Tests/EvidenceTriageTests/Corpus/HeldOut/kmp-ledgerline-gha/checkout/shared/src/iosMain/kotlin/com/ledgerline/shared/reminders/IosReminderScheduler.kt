package com.ledgerline.shared.reminders

import platform.Foundation.NSDateComponents
import platform.UserNotifications.UNCalendarNotificationTrigger
import platform.UserNotifications.UNMutableNotificationContent
import platform.UserNotifications.UNNotificationRequest
import platform.UserNotifications.UNUserNotificationCenter

class IosReminderScheduler(
    private val center: UNUserNotificationCenter = UNUserNotificationCenter.currentNotificationCenter(),
) {
    fun buildDailyRequest(id: String, hour: Int, minute: Int, body: String): UNNotificationRequest {
        val content = UNMutableNotificationContent().apply {
            setTitle("Ledgerline")
            setBody(body)
        }
        val components = NSDateComponents().apply {
            setHour(hour.toLong())
            setMinute(minute.toLong())
        }
        val trigger = UNCalendarNotificationTrigger.triggerWithDateMatchingComponents(components, repeats = true)
        return UNNotificationRequest.requestWithIdentifier(id, content, trigger)
    }

    fun schedule(request: UNNotificationRequest, done: (Throwable?) -> Unit) {
        center.addNotificationRequest(request) { error -> done(error?.let { IllegalStateException(it.localizedDescription) }) }
    }
}
