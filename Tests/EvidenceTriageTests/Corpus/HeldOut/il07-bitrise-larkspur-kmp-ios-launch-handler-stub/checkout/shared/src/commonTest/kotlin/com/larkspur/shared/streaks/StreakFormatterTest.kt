package com.larkspur.shared.streaks

import kotlin.test.Test
import kotlin.test.assertEquals

class StreakFormatterTest {
    @Test
    fun formatsLongestStreakInDays() {
        assertEquals("Longest streak: 12 days", StreakFormatter.longest(12))
        assertEquals("Longest streak: 1 day", StreakFormatter.longest(1))
    }
}
