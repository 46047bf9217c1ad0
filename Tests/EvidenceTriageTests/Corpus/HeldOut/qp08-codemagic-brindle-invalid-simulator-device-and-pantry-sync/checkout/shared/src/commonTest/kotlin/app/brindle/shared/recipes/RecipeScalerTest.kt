package app.brindle.shared.recipes

import kotlin.test.Test
import kotlin.test.assertEquals

class RecipeScalerTest {
    @Test
    fun doublesWholeQuantities() {
        assertEquals("4", RecipeScaler.scale(2.0, fromServings = 2, toServings = 4))
    }

    @Test
    fun scalesFractionsToThirds() {
        assertEquals("⅓", RecipeScaler.scale(1.0, fromServings = 3, toServings = 1))
    }
}
