package com.harbourline.shared.sync

import kotlinx.datetime.Clock
import kotlinx.datetime.TimeZone
import kotlinx.datetime.todayIn
import kotlin.test.Test
import kotlin.test.assertEquals

class SyncWindowTest {
    @Test
    fun nextWindowStartsToday() {
        val window = SyncWindow.next(Clock.System.now())
        val today = Clock.System.todayIn(TimeZone.currentSystemDefault())
        assertEquals(today, window.startDate)
    }
}
