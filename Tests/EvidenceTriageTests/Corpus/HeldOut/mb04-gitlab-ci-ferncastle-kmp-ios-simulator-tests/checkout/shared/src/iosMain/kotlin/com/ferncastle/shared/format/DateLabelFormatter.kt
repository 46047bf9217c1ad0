package com.ferncastle.shared.format

import kotlinx.datetime.LocalDate
import kotlinx.datetime.toNSDateComponents
import platform.Foundation.NSCalendar
import platform.Foundation.NSDateFormatter
import platform.Foundation.NSLocale

actual class DateLabelFormatter actual constructor(private val locale: NSLocale) {
    actual fun long(date: LocalDate): String {
        val formatter = NSDateFormatter()
        // BUG: a fixed English pattern, and `locale` is never assigned to the
        // formatter, so every locale gets the simulator's English long date.
        formatter.dateFormat = "EEEE MMMM d, yyyy"
        val nsDate = NSCalendar.currentCalendar.dateFromComponents(date.toNSDateComponents())!!
        return formatter.stringFromDate(nsDate)
    }

    actual fun relative(date: LocalDate, today: LocalDate): String =
        if (date == today) "Today" else long(date)
}
