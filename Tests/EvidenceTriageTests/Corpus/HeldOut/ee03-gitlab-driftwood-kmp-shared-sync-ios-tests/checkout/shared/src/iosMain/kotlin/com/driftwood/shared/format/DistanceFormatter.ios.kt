package com.driftwood.shared.format

import platform.Foundation.NSNumber
import platform.Foundation.NSNumberFormatter
import platform.Foundation.NSNumberFormatterDecimalStyle
import platform.Foundation.NSNumberFormatterRoundHalfUp

// The JVM/Android actual uses String.format("%.2f"); this one was written to
// match it but NSNumberFormatter's decimal style also adds grouping separators.
actual fun formatDecimal(value: Double, fractionDigits: Int): String {
    val formatter = NSNumberFormatter()
    formatter.numberStyle = NSNumberFormatterDecimalStyle
    formatter.roundingMode = NSNumberFormatterRoundHalfUp
    formatter.minimumFractionDigits = fractionDigits.toULong()
    formatter.maximumFractionDigits = fractionDigits.toULong()
    return formatter.stringFromNumber(NSNumber(value)) ?: value.toString()
}
