package app.dialpad.shared.phone

import kotlin.test.Test
import kotlin.test.assertEquals

class PhoneNumberParserTest {

    private val parser = PhoneNumberParser()

    @Test
    fun parsesInternationalNumber() {
        // given
        val raw = "+44 20 7946 0958"

        // when
        val parsed = parser.parse(raw, defaultRegion = "US")

        // then
        assertEquals(44, parsed.countryCode)
        assertEquals("2079460958", parsed.nationalNumber)
    }

    @Test
    fun keepsExtensionDigits() {
        val parsed = parser.parse("+1 415-555-0100 ext. 42", defaultRegion = "US")
        assertEquals("42", parsed.extension)
    }
}
