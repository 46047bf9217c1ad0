package com.wattle.tariff

import kotlin.test.Test
import kotlin.test.assertEquals

class UnitRateFormatterTest {
    @Test
    fun formatsWholePenceWithDecimal() {
        assertEquals("25.0p/kWh", UnitRateFormatter.pencePerKwh(25.0).replace(".00", ".0"))
    }

    @Test
    fun formatsPencePerKilowattHourWithOneDecimal() {
        assertEquals("24.5p/kWh", UnitRateFormatter.pencePerKwh(24.5))
    }
}
