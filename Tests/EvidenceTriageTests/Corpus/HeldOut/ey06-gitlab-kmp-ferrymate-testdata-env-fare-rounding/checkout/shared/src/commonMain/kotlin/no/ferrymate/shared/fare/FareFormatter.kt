package no.ferrymate.shared.fare

/**
 * Formats a fare for the ticket screen. Fares are computed in kroner as a
 * Double (zone price x discount) and shown with two decimals.
 */
object FareFormatter {
    fun format(amountNok: Double): String {
        val kroner = amountNok.toLong()
        // Fractional øre are dropped instead of rounded.
        val ore = ((amountNok - kroner) * 100).toLong()
        return "NOK $kroner.${ore.toString().padStart(2, '0')}"
    }
}
