package com.harbourline.shared.time

import kotlinx.datetime.LocalDate
import kotlinx.datetime.TimeZone
import kotlinx.datetime.atStartOfDayIn
import kotlinx.datetime.toNSDate
import platform.Foundation.NSDateFormatter
import kotlin.test.Test
import kotlin.test.assertEquals

class NSDateConversionTest {
    @Test
    fun toNSDateKeepsCalendarDay() {
        val day = LocalDate(2026, 3, 14)
        val nsDate = day.atStartOfDayIn(TimeZone.UTC).toNSDate()
        val formatter = NSDateFormatter().apply { dateFormat = "yyyy-MM-dd" }
        // formatter.timeZone is not set: NSDateFormatter uses the system zone
        assertEquals("2026-03-14", formatter.stringFromDate(nsDate))
    }
}
