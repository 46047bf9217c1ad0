package app.brindle.shared.shopping

import kotlin.test.Test
import kotlin.test.assertEquals

class ShoppingListMergerTest {
    @Test
    fun mergesSameIngredientAcrossRecipes() {
        val merged = ShoppingListMerger.merge(listOf(Line("flour", 200), Line("sugar", 50), Line("flour", 150)))
        assertEquals(listOf(Line("flour", 350), Line("sugar", 50)), merged)
    }
}
