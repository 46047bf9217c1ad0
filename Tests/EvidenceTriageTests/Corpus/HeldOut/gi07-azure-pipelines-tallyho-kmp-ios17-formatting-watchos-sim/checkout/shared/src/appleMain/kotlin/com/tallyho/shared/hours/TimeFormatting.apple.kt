package com.tallyho.shared.hours

import platform.Foundation.NSCalendar
import platform.Foundation.NSDateComponents
import platform.Foundation.NSDateFormatter
import platform.Foundation.NSLocale
import platform.Foundation.NSTimeZone
import platform.Foundation.timeZoneForSecondsFromGMT

actual fun formatLocalTime(hour: Int, minute: Int, localeIdentifier: String): String {
    val formatter = NSDateFormatter()
    formatter.locale = NSLocale(localeIdentifier = localeIdentifier)
    formatter.timeZone = NSTimeZone.timeZoneForSecondsFromGMT(0)
    formatter.setLocalizedDateFormatFromTemplate("jmm")
    val components = NSDateComponents().apply {
        this.year = 2023; this.month = 10; this.day = 4
        this.hour = hour.toLong(); this.minute = minute.toLong()
    }
    val calendar = NSCalendar.currentCalendar.apply { timeZone = NSTimeZone.timeZoneForSecondsFromGMT(0) }
    return formatter.stringFromDate(calendar.dateFromComponents(components)!!)
}
