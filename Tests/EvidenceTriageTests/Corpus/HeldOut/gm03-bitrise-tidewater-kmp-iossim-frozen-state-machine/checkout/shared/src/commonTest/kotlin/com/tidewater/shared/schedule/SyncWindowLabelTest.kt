package com.tidewater.shared.schedule

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlinx.datetime.LocalDateTime

class SyncWindowLabelTest {

    @Test
    fun zeroPadsHourAndMinute() {
        // 2021-09-18 is a Saturday
        val label = nextSyncLabel(LocalDateTime(2021, 9, 18, 6, 5))
        assertEquals("06:05", label.takeLast(5))
    }

    @Test
    fun namesTheWeekdayOfTheWindow() {
        // 2021-09-20 is a Monday
        val label = nextSyncLabel(LocalDateTime(2021, 9, 20, 6, 0))
        assertEquals("Next sync: Monday 06:00", label)
    }
}
