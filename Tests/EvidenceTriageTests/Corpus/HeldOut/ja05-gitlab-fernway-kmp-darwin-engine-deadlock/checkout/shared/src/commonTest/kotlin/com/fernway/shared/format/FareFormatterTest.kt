package com.fernway.shared.format

import kotlin.test.Test
import kotlin.test.assertEquals

class FareFormatterTest {
    @Test
    fun formatsEurosWithDecimalComma() {
        assertEquals("12,50\u00a0€", FareFormatter("de_DE").format(1250, "EUR"))
    }

    @Test
    fun formatsPoundsForUk() {
        assertEquals("£9.99", FareFormatter("en_GB").format(999, "GBP"))
    }
}
