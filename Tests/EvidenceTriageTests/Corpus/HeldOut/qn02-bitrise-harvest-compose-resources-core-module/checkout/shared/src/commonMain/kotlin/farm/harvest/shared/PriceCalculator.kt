package farm.harvest.shared

class PriceCalculator(private val unitPrice: Double) {
    fun total(quantity: Int): Double {
        val gross = unitPrice * quantity
        return if (quantity > 10) gross * 0.9 else gross
    }
}
