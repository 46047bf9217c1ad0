package com.tallow.shared.time

import kotlinx.datetime.TimeZone
import kotlinx.datetime.toNSTimeZone
import platform.Foundation.NSTimeZone

/**
 * Bridges the shared module's zone ids to Foundation for the iOS reminder
 * scheduler (UNCalendarNotificationTrigger needs an NSTimeZone).
 */
object TimeZoneBridge {
    fun toFoundation(zoneId: String): NSTimeZone? =
        runCatching { TimeZone.of(zoneId).toNSTimeZone() }.getOrNull()

    fun availableZoneIds(): Set<String> = TimeZone.availableZoneIds
}
