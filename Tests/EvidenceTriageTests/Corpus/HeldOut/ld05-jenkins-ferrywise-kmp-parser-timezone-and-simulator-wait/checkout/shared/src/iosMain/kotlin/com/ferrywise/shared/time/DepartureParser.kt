package com.ferrywise.shared.time

import kotlinx.datetime.*
import platform.Foundation.*

actual class DepartureParser actual constructor(private val zone: TimeZone) {
    private val formatter = NSDateFormatter().apply {
        dateFormat = "yyyy-MM-dd'T'HH:mm"
        locale = NSLocale(localeIdentifier = "en_US_POSIX")
        // BUG: formatter.timeZone is left at the system default; the result is then
        // converted with `zone`, so the wall-clock time shifts by the CI agent's offset.
    }

    actual fun parse(text: String): LocalDateTime =
        formatter.dateFromString(text)!!.toKotlinInstant().toLocalDateTime(zone)
}
