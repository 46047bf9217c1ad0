package dev.cinder.reader.notifications

import kotlinx.datetime.LocalTime
import kotlin.test.Test
import kotlin.test.assertEquals

class ReminderSchedulerTest {
    @Test
    fun schedulesDailyDigestReminder() {
        val scheduler = IosReminderScheduler()

        val id = scheduler.scheduleDailyDigest(LocalTime(7, 30))

        assertEquals(IosReminderScheduler.DAILY_DIGEST_ID, id)
    }
}
