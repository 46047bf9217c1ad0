package com.fernway.shared.format

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlinx.datetime.LocalDate

class ArticleDateFormatterTest {
    private val today = LocalDate(2021, 11, 16)

    @Test
    fun formatsOlderDatesWithYear() {
        assertEquals("14 Oct 2020", ArticleDateFormatter.format(LocalDate(2020, 10, 14), today))
    }

    @Test
    fun formatsSameYearDatesWithoutYear() {
        assertEquals("3 Nov", ArticleDateFormatter.format(LocalDate(2021, 11, 3), today))
    }
}
