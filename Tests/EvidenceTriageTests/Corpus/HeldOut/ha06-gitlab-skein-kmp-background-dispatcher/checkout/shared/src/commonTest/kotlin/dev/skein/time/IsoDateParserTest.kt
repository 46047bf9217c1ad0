package dev.skein.time

import kotlin.test.Test
import kotlin.test.assertEquals

class IsoDateParserTest {
    @Test
    fun parsesZulu() {
        assertEquals(1_790_921_700L, IsoDateParser.parse("2026-10-02T06:15:00Z").epochSeconds)
    }

    @Test
    fun parsesOffsetWithoutColon() {
        assertEquals(1_790_921_700L, IsoDateParser.parse("2026-10-02T08:15:00+0200").epochSeconds)
    }
}
