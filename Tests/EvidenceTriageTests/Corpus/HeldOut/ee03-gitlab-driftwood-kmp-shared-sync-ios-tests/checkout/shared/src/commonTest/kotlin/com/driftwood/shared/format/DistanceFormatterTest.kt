package com.driftwood.shared.format

import kotlin.test.Test
import kotlin.test.assertEquals

class DistanceFormatterTest {

    @Test
    fun formatsMetresBelowOneKilometre() {
        assertEquals("850 m", formatDistance(metres = 850.0))
    }

    @Test
    fun formatsTwoDecimals() {
        assertEquals("1234.50 km", formatDistance(metres = 1_234_500.0))
    }

    @Test
    fun roundsHalfUp() {
        assertEquals("2.01 km", formatDistance(metres = 2_005.0))
    }
}
