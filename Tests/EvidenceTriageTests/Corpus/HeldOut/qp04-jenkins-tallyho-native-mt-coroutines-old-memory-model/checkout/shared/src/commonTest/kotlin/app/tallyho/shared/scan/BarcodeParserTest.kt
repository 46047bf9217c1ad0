package app.tallyho.shared.scan

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull

class BarcodeParserTest {
    @Test
    fun acceptsEan13() {
        assertEquals("4006381333931", BarcodeParser.parse("4006381333931"))
    }

    @Test
    fun rejectsOverlongCodes() {
        assertNull(BarcodeParser.parse("40063813339311"))
    }
}
