package com.windvane.shared.format

import kotlin.test.Test
import kotlin.test.assertEquals

class ReadingFormatterTest {
    @Test
    fun formatsWindSpeedWithOneDecimal() {
        // Station cards always show wind with a decimal point (matches the METAR feed).
        assertEquals("12.5 km/h", ReadingFormatter.windSpeed(12.46))
    }

    @Test
    fun formatsCalm() {
        assertEquals("0.0 km/h", ReadingFormatter.windSpeed(0.0))
    }
}
