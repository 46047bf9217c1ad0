package com.ferrywise.shared.time

import kotlinx.datetime.*
import kotlin.test.*

class DepartureParserTest {
    private val oslo = TimeZone.of("Europe/Oslo")

    @Test
    fun parsesOffsetIntoFormatterZone() {
        val parsed = DepartureParser(oslo).parse("2026-06-14T07:45")
        assertEquals(LocalDateTime(2026, 6, 14, 7, 45), parsed)
    }
}
