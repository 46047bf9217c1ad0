package com.weirgate.shared.format

import com.weirgate.shared.model.Gauge
import kotlin.test.Test
import kotlin.test.assertEquals

class LevelTextTest {
    private val gauge = Gauge(id = "E21778", name = "Weir Lane", typicalLow = 0.42, typicalHigh = 1.10)

    @Test
    fun showsPlainLevelInsideTypicalRange() {
        assertEquals("0.87 m", levelText(0.87, gauge))
    }

    @Test
    fun showsTwoDecimalsForWholeMetres() {
        assertEquals("2.00 m ▲", levelText(2.0, gauge))
    }

    @Test
    fun showsRisingArrowAboveTypicalRange() {
        assertEquals("1.84 m ▲", levelText(1.84, gauge))
    }
}
