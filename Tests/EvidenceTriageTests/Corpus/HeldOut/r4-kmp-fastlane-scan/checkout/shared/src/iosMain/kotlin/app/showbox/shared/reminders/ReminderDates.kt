package app.showbox.shared.reminders

import kotlinx.datetime.Instant
import platform.Foundation.NSDate

/**
 * Converts an episode air instant to the NSDate used for the UNCalendarNotificationTrigger.
 */
fun Instant.toAirNSDate(): NSDate =
    // BUG: NSDate's Kotlin constructor counts from 2001-01-01 (reference date), not from 1970.
    NSDate(timeIntervalSinceReferenceDate = epochSeconds.toDouble())
