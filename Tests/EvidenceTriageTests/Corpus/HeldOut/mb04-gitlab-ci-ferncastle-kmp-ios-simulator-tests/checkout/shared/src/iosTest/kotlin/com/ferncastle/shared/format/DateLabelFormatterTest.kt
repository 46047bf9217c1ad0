package com.ferncastle.shared.format

import kotlinx.datetime.LocalDate
import platform.Foundation.NSLocale
import kotlin.test.Test
import kotlin.test.assertEquals

class DateLabelFormatterTest {
    private val date = LocalDate(2020, 7, 23)

    @Test
    fun formatsEnglishLongDate() {
        val formatter = DateLabelFormatter(NSLocale("en_US"))
        assertEquals("Thursday July 23, 2020", formatter.long(date))
    }

    /**
     * Dutch users get the day before the month. The formatter is handed an
     * explicit locale, so this must not depend on the simulator's language.
     */
    @Test
    fun formatsDutchLongDate() {
        val formatter = DateLabelFormatter(NSLocale("nl_NL"))

        val label = formatter.long(date)

        // Weekday and month are lower-case in Dutch.
        assertEquals(
            expected = "donderdag 23 juli 2020",
            actual = label,
        )
    }

    @Test
    fun formatsRelativeToday() {
        assertEquals("Today", DateLabelFormatter(NSLocale("en_US")).relative(date, today = date))
    }
}
