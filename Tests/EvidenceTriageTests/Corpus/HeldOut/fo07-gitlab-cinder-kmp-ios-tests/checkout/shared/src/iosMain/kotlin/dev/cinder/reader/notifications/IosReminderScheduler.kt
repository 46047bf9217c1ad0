package dev.cinder.reader.notifications

import kotlinx.datetime.LocalTime
import platform.Foundation.NSDateComponents
import platform.UserNotifications.UNCalendarNotificationTrigger
import platform.UserNotifications.UNMutableNotificationContent
import platform.UserNotifications.UNNotificationRequest
import platform.UserNotifications.UNUserNotificationCenter

class IosReminderScheduler(
    private val center: () -> UNUserNotificationCenter = { UNUserNotificationCenter.currentNotificationCenter() },
) : ReminderScheduler {

    override fun scheduleDailyDigest(at: LocalTime): String {
        val content = UNMutableNotificationContent().apply {
            setTitle("Your Cinder digest")
            setBody("New articles from the feeds you follow")
        }
        val components = NSDateComponents().apply {
            hour = at.hour.toLong()
            minute = at.minute.toLong()
        }
        val trigger = UNCalendarNotificationTrigger.triggerWithDateMatchingComponents(components, repeats = true)
        val request = UNNotificationRequest.requestWithIdentifier(DAILY_DIGEST_ID, content, trigger)
        center().addNotificationRequest(request, withCompletionHandler = null)
        return DAILY_DIGEST_ID
    }

    companion object {
        const val DAILY_DIGEST_ID = "dev.cinder.reader.daily-digest"
    }
}
