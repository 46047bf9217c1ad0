package com.kestrelfx.shared.format

object CurrencyFormatter {
    private val symbols = mapOf("EUR" to "€", "USD" to "$", "JPY" to "¥", "GBP" to "£")

    fun format(amount: Double, code: String): String {
        // every currency gets two fraction digits; JPY has none
        val cents = kotlin.math.round(amount * 100).toLong()
        val whole = (cents / 100).toString().reversed().chunked(3).joinToString(",").reversed()
        return "${symbols[code] ?: code}$whole.${(cents % 100).toString().padStart(2, '0')}"
    }
}
