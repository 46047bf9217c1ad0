package farm.harvest.shared

import kotlin.test.Test
import kotlin.test.assertEquals

class PriceCalculatorTest {
    private val calc = PriceCalculator(unitPrice = 2.0)

    @Test
    fun testBulkDiscountAppliesAtTenUnits() {
        assertEquals(18.0, calc.total(quantity = 10))
    }

    @Test
    fun testNoDiscountBelowTen() {
        assertEquals(18.0, calc.total(quantity = 9))
    }
}
