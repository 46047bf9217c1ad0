package com.ledgerline.shared.reminders

import platform.UserNotifications.UNCalendarNotificationTrigger
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class IosReminderSchedulerTest {

    @Test
    fun schedulesDailyNotificationRequest() {
        val scheduler = IosReminderScheduler()
        val request = scheduler.buildDailyRequest("bills-due", hour = 9, minute = 30, body = "2 bills due today")

        val trigger = request.trigger as UNCalendarNotificationTrigger
        assertTrue(trigger.repeats)
        assertEquals(9L, trigger.dateComponents.hour)
        assertEquals(30L, trigger.dateComponents.minute)
    }
}
