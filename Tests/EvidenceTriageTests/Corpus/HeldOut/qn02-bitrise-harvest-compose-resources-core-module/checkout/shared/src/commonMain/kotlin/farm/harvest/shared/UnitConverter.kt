package farm.harvest.shared

object UnitConverter {
    fun ouncesToGrams(oz: Double): Double = oz * 28.0
    fun poundsToKilograms(lb: Double): Double = lb * 0.45359237
}
