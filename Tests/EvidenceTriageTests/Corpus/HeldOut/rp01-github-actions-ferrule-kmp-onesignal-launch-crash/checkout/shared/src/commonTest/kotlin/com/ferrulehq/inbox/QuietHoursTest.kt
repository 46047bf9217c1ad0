package com.ferrulehq.inbox

import kotlin.test.Test
import kotlin.test.assertFalse
import kotlin.test.assertTrue

class QuietHoursTest {
    @Test
    fun daytimeIsNotQuiet() {
        assertFalse(QuietHours(22 * 60, 7 * 60).isQuiet(12 * 60))
    }

    @Test
    fun windowCrossingMidnightIsQuiet() {
        val q = QuietHours(22 * 60, 7 * 60)
        assertTrue(q.isQuiet(23 * 60 + 30), "23:30 should be inside 22:00-07:00")
    }
}
