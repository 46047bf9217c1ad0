package no.ferrymate.shared.fare

import kotlin.test.Test
import kotlin.test.assertEquals

class FareFormatterTest {

    @Test
    fun formatsWholeKroner() {
        assertEquals("NOK 45.00", FareFormatter.format(45.0))
    }

    @Test
    fun roundsFractionalCentsUp() {
        // Youth fare on the Hareid-Sulesund route: 50 % of NOK 62.90.
        val youth = 62.90 * 0.5

        assertEquals("NOK 31.45", FareFormatter.format(youth))
    }
}
