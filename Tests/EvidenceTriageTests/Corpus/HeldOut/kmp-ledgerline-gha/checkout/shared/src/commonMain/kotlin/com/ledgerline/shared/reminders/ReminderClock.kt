package com.ledgerline.shared.reminders

import kotlinx.datetime.Instant
import kotlinx.datetime.LocalDate
import kotlinx.datetime.LocalTime
import kotlinx.datetime.atTime
import kotlinx.datetime.toInstant
import kotlinx.datetime.UtcOffset
import kotlin.time.Duration.Companion.seconds

/** UTC offset of [zoneId] in effect at [instant]; platform specific. */
expect fun offsetSecondsAt(instant: Instant, zoneId: String): Int

/**
 * "Bills due" reminder: fires at [at] local wall-clock time on the day a bill is due.
 * Scheduling is done in UTC because the server and the BG refresh job both work in UTC.
 */
class ReminderClock(private val zoneId: String) {

    fun reminderInstant(dueDate: LocalDate, at: LocalTime): Instant {
        // first guess with UTC, then correct by the zone's offset at that moment
        val naive = dueDate.atTime(at).toInstant(UtcOffset.ZERO)
        val offset = offsetSecondsAt(naive, zoneId)
        return naive - offset.seconds
    }

    fun nextReminder(now: Instant, dueDates: List<LocalDate>, at: LocalTime): Instant? =
        dueDates.map { reminderInstant(it, at) }.filter { it > now }.minOrNull()
}
