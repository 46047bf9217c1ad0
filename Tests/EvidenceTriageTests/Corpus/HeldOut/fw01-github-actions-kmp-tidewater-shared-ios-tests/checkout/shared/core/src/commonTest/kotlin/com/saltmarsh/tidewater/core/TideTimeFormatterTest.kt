package com.saltmarsh.tidewater.core

import kotlin.test.Test
import kotlin.test.assertEquals

class TideTimeFormatterTest {

    @Test
    fun formatsMidnightAsTwoDigitHour() {
        // 2026-10-14T07:00:00Z is 00:00 in San Francisco (PDT, UTC-7)
        assertEquals("00:00", formatClockTime(1_791_961_200, "America/Los_Angeles"))
    }

    @Test
    fun formatsHighWaterInStationTimeZone() {
        // Station 9414290 (San Francisco). High water on 2026-10-14 at 13:42Z,
        // which the tide card must show in the station's own zone, not the phone's.
        val highWater = 1_791_985_320L // 2026-10-14T13:42:00Z
        assertEquals("06:42", formatClockTime(highWater, "America/Los_Angeles"))
    }

    @Test
    fun formatsHeightWithOneDecimal() {
        assertEquals("1.5 m", formatHeight(1.46))
        assertEquals("-0.2 m", formatHeight(-0.24))
    }
}
