package farm.harvest.shared

import kotlin.test.Test
import kotlin.test.assertEquals

class UnitConverterTest {
    @Test
    fun testOuncesToGrams() {
        assertEquals(283.5, UnitConverter.ouncesToGrams(10.0), absoluteTolerance = 0.05)
    }

    @Test
    fun testPoundsToKilograms() {
        assertEquals(4.54, UnitConverter.poundsToKilograms(10.0), absoluteTolerance = 0.01)
    }
}
