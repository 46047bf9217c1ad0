package com.brindle.hydrate.reminders

import platform.UserNotifications.UNMutableNotificationContent
import platform.UserNotifications.UNNotificationRequest
import platform.UserNotifications.UNTimeIntervalNotificationTrigger
import platform.UserNotifications.UNUserNotificationCenter

class IosReminderScheduler : ReminderScheduler {
    private val center = UNUserNotificationCenter.currentNotificationCenter()

    override fun scheduleRepeating(id: String, title: String, everySeconds: Long) {
        val content = UNMutableNotificationContent().apply { setTitle(title) }
        val trigger = UNTimeIntervalNotificationTrigger.triggerWithTimeInterval(everySeconds.toDouble(), repeats = true)
        center.addNotificationRequest(UNNotificationRequest.requestWithIdentifier(id, content, trigger), null)
    }
}
