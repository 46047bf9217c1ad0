package com.brackish.shared

import com.brackish.shared.parse.ReadingParser
import kotlin.test.Test
import kotlin.test.assertEquals

class ReadingParserTest {
    @Test
    fun parsesTemperatureAndPh() {
        val r = ReadingParser.parse("2022-09-15T06:00:00Z,BLK-03,14.2,7.9,3.4")
        assertEquals(14.2, r.temperatureC)
        assertEquals(7.9, r.ph)
    }

    @Test
    fun parsesTurbidityInNtu() {
        val r = ReadingParser.parse("2022-09-15T06:00:00Z,BLK-03,14.2,7.9,3.4")
        assertEquals(3.4, r.turbidityNtu)
    }
}
