package com.windvane.shared.format

import platform.Foundation.NSNumber
import platform.Foundation.NSNumberFormatter
import platform.Foundation.NSNumberFormatterDecimalStyle

actual object ReadingFormatter {
    private val formatter = NSNumberFormatter().apply {
        numberStyle = NSNumberFormatterDecimalStyle
        minimumFractionDigits = 1u
        maximumFractionDigits = 1u
    }

    actual fun windSpeed(kmh: Double): String =
        "${formatter.stringFromNumber(NSNumber(kmh))} km/h"
}
