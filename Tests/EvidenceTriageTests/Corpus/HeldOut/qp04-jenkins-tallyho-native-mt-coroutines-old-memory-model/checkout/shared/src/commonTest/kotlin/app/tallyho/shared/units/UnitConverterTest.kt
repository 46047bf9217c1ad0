package app.tallyho.shared.units

import kotlin.test.Test
import kotlin.test.assertEquals

class UnitConverterTest {
    @Test
    fun convertsOuncesToGrams() {
        assertEquals("454 g", UnitConverter.gramsLabel(UnitConverter.ouncesToGrams(16.0)))
    }
}
