package com.tallyho.shared.hours

/** Formats a local time as the platform renders it for the given locale. */
expect fun formatLocalTime(hour: Int, minute: Int, localeIdentifier: String): String

data class OpeningRange(val openHour: Int, val openMinute: Int, val closeHour: Int, val closeMinute: Int)

/**
 * Builds the "9:00 AM – 12:30 PM" strings shown on the shop card and read
 * back by the widget. The string is also used as a cache key for the
 * rendered card, so it has to be stable.
 */
class OpeningHoursFormatter(private val localeIdentifier: String) {
    fun format(range: OpeningRange): String {
        val open = formatLocalTime(range.openHour, range.openMinute, localeIdentifier)
        val close = formatLocalTime(range.closeHour, range.closeMinute, localeIdentifier)
        return "$open – $close"
    }
}
