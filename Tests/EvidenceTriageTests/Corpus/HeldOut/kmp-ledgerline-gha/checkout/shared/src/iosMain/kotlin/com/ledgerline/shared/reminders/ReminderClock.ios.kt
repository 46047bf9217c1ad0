package com.ledgerline.shared.reminders

import kotlinx.datetime.Instant
import platform.Foundation.NSTimeZone
import platform.Foundation.timeZoneWithName

actual fun offsetSecondsAt(instant: Instant, zoneId: String): Int {
    val zone = NSTimeZone.timeZoneWithName(zoneId) ?: return 0
    // secondsFromGMT is the offset *now*; good enough, reminders are at most a few weeks out
    return zone.secondsFromGMT.toInt()
}
