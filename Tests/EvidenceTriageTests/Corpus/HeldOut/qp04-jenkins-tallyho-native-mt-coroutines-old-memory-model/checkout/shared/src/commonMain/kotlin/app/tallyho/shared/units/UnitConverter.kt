package app.tallyho.shared.units

object UnitConverter {
    private const val GRAMS_PER_OUNCE = 28.3495

    fun ouncesToGrams(oz: Double): Double = oz * GRAMS_PER_OUNCE

    fun gramsLabel(grams: Double): String = "${grams.toInt()} g"
}
