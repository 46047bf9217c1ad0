package com.fernway.shared.format

import platform.Foundation.NSNumber
import platform.Foundation.NSNumberFormatter
import platform.Foundation.NSNumberFormatterCurrencyStyle

actual class FareFormatter actual constructor(private val localeId: String) {
    actual fun format(amountMinor: Long, currency: String): String {
        val formatter = NSNumberFormatter().apply {
            numberStyle = NSNumberFormatterCurrencyStyle
            currencyCode = currency
            // localeId is accepted but never applied: NSNumberFormatter keeps the process locale.
        }
        return formatter.stringFromNumber(NSNumber(double = amountMinor / 100.0)) ?: ""
    }
}
