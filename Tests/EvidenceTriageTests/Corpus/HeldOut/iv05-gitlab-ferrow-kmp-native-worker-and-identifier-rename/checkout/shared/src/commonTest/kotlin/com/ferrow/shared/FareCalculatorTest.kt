package com.ferrow.shared

import com.ferrow.shared.fares.FareCalculator
import com.ferrow.shared.fares.FareTable
import kotlin.test.Test
import kotlin.test.assertEquals

class FareCalculatorTest {
    private val calculator = FareCalculator(FareTable.fixture())

    @Test
    fun offPeakFareAfter0930() {
        assertEquals(9.80, calculator.fareFor("stromness-hamnavoe", 9 * 60 + 45))
    }

    @Test
    fun peakFareAppliesBefore0930() {
        assertEquals(12.40, calculator.fareFor("stromness-hamnavoe", 9 * 60 + 15))
    }
}
