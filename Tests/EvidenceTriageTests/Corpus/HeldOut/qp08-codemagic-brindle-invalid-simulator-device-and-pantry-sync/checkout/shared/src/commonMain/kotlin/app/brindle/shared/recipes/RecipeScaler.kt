package app.brindle.shared.recipes

object RecipeScaler {
    fun scale(quantity: Double, fromServings: Int, toServings: Int): String {
        val q = quantity * toServings / fromServings
        val whole = q.toInt()
        val frac = q - whole
        val fracText = when {
            frac < 0.125 -> ""
            frac < 0.375 -> "¼"
            frac < 0.625 -> "½"
            else -> "¾"
        }
        return if (whole == 0) fracText else "$whole$fracText"
    }
}
