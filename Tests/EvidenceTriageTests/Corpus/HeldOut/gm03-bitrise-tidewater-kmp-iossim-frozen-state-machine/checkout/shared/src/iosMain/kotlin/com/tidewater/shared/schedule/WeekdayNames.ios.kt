package com.tidewater.shared.schedule

import kotlinx.datetime.DayOfWeek
import platform.Foundation.NSDateFormatter
import platform.Foundation.NSLocale
import platform.Foundation.currentLocale

actual fun DayOfWeek.displayName(): String {
    val formatter = NSDateFormatter().apply { locale = NSLocale.currentLocale }
    // weekdaySymbols: the calendar's symbols for the days of the week.
    return formatter.weekdaySymbols[ordinal] as String
}
