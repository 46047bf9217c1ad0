package com.tallyfern.format

/** Formats receipt totals stored in minor units. */
object ReceiptTotalsFormatter {
    private val symbols = mapOf("USD" to "$", "EUR" to "€", "GBP" to "£", "JPY" to "¥")

    fun format(totalMinor: Long, currency: String): String {
        val symbol = symbols[currency] ?: "$currency "
        val major = totalMinor / 100
        val minor = (totalMinor % 100).toString().padStart(2, '0')
        return "$symbol${groupThousands(major)}.$minor"
    }

    private fun groupThousands(value: Long): String =
        value.toString().reversed().chunked(3).joinToString(",").reversed()
}
