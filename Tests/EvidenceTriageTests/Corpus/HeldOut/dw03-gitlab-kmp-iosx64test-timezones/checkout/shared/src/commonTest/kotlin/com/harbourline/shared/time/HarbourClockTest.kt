package com.harbourline.shared.time

import kotlinx.datetime.Instant
import kotlinx.datetime.TimeZone
import kotlinx.datetime.toLocalDateTime
import kotlin.test.Test
import kotlin.test.assertEquals

class HarbourClockTest {
    @Test
    fun convertsToKolkataLocalTime() {
        val instant = Instant.parse("2026-01-20T15:59:38Z")
        val local = instant.toLocalDateTime(TimeZone.of("Asia/Kolkata"))
        assertEquals(21, local.hour)
        assertEquals(29, local.minute)
    }
}
