package dev.cinder.reader.sync

import kotlinx.datetime.DateTimeUnit
import kotlinx.datetime.Instant
import kotlinx.datetime.LocalTime
import kotlinx.datetime.TimeZone
import kotlinx.datetime.atTime
import kotlinx.datetime.plus
import kotlinx.datetime.toInstant
import kotlinx.datetime.toLocalDateTime

/** Quiet hours during which background refresh must not hit the network. */
data class QuietHours(val start: LocalTime, val end: LocalTime)

object SyncWindow {
    /**
     * Earliest instant the next background refresh may start (used as the
     * BGAppRefreshTaskRequest.earliestBeginDate on iOS and the WorkManager delay on Android).
     */
    fun nextAllowedRefresh(now: Instant, quiet: QuietHours, zone: TimeZone): Instant {
        val local = now.toLocalDateTime(TimeZone.UTC)
        val inQuiet = if (quiet.start > quiet.end) {
            local.time >= quiet.start || local.time < quiet.end
        } else {
            local.time >= quiet.start && local.time < quiet.end
        }
        if (!inQuiet) return now
        val endDate = if (local.time >= quiet.start && quiet.start > quiet.end) local.date.plus(1, DateTimeUnit.DAY) else local.date
        return endDate.atTime(quiet.end).toInstant(TimeZone.UTC)
    }
}
