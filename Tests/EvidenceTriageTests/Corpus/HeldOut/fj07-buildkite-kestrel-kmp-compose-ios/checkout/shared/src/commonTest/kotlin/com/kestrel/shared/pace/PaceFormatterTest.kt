package com.kestrel.shared.pace

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class PaceFormatterTest {

    @Test
    fun formatsWholeMinutes() {
        assertEquals("5:00 /km", PaceFormatter.perKilometre(300.0))
    }

    @Test
    fun formatsFourMinutePaceWithoutTruncation() {
        // 10 km in 40:00 -> 4:00 /km. 1000 / (10000 / 2400) is 239.99999999999997
        // in binary floating point, which must still read as 4:00.
        val pace = PaceFormatter.average(distanceMetres = 10_000.0, durationSeconds = 2_400.0)
        assertEquals("4:00 /km", pace)
    }

    @Test
    fun padsSingleDigitSeconds() {
        assertEquals("6:05 /km", PaceFormatter.perKilometre(365.0))
    }

    @Test
    fun rejectsZeroPace() {
        assertFailsWith<IllegalArgumentException> { PaceFormatter.perKilometre(0.0) }
    }
}
