package com.tallyho.shared.hours

import kotlin.test.Test
import kotlin.test.assertEquals

class OpeningHoursFormatterTest {
    private val us = OpeningHoursFormatter("en_US")
    private val de = OpeningHoursFormatter("de_DE")

    @Test
    fun formatsGermanRangeIn24Hours() {
        assertEquals("09:00 – 18:30", de.format(OpeningRange(9, 0, 18, 30)))
    }

    @Test
    fun formatsMorningRange() {
        assertEquals("9:00 AM – 12:30 PM", us.format(OpeningRange(9, 0, 12, 30)))
    }

    @Test
    fun closingAtMidnightIsTwelveAm() {
        assertEquals("6:00 PM – 12:00 AM", us.format(OpeningRange(18, 0, 0, 0)))
    }
}
