package com.pinecrest.shared.format

import kotlinx.datetime.Instant
import kotlinx.datetime.TimeZone
import kotlin.test.Test
import kotlin.test.assertEquals

class RelativeTimeFormatterTest {
    private val formatter = RelativeTimeFormatter(TimeZone.of("America/New_York"))

    @Test
    fun formatsYesterdayInUserTimeZone() {
        // 21:30 in New York on Nov 26 is 02:30 UTC on Nov 27.
        val at = Instant.parse("2026-11-27T02:30:00Z")
        val now = Instant.parse("2026-11-27T15:00:00Z")

        assertEquals("Yesterday", formatter.label(at, now))
    }

    @Test
    fun formatsToday() {
        assertEquals("Today", formatter.label(Instant.parse("2026-11-27T14:00:00Z"), Instant.parse("2026-11-27T15:00:00Z")))
    }
}
