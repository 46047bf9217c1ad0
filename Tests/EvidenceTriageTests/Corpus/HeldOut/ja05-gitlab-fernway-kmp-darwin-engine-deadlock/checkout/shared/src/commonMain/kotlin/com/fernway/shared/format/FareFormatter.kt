package com.fernway.shared.format

expect class FareFormatter(localeId: String) {
    fun format(amountMinor: Long, currency: String): String
}
