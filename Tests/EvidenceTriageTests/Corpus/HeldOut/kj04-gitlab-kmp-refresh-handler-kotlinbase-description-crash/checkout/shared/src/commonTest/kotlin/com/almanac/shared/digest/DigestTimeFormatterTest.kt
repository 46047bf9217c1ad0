package com.almanac.shared.digest

import kotlin.test.Test
import kotlin.test.assertEquals

class DigestTimeFormatterTest {
    @Test
    fun formatsMorningWith12HourClock() {
        assertEquals("7:05 AM", DigestTimeFormatter.format(7, 5, use24Hour = false))
    }

    @Test
    fun formatsNoonWith12HourClock() {
        assertEquals("12:00 PM", DigestTimeFormatter.format(12, 0, use24Hour = false))
    }

    @Test
    fun formatsEveningWith24HourClock() {
        assertEquals("19:30", DigestTimeFormatter.format(19, 30, use24Hour = true))
    }
}
