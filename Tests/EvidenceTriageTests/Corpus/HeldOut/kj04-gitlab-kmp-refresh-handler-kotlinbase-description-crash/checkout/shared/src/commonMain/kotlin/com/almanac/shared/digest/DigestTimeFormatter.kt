package com.almanac.shared.digest

/** "7:05 AM" / "12:00 PM" for the daily digest card. */
object DigestTimeFormatter {
    fun format(hour24: Int, minute: Int, use24Hour: Boolean): String {
        val mm = minute.toString().padStart(2, '0')
        if (use24Hour) return "${hour24.toString().padStart(2, '0')}:$mm"
        val suffix = if (hour24 < 12) "AM" else "PM"
        val h = hour24 % 12
        return "$h:$mm $suffix"
    }
}
