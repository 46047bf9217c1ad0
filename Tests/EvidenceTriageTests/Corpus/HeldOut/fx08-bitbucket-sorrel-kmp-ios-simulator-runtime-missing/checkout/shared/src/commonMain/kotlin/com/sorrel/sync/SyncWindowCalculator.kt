package com.sorrel.sync

import kotlinx.datetime.Instant
import kotlinx.datetime.LocalTime
import kotlinx.datetime.TimeZone
import kotlinx.datetime.atTime
import kotlinx.datetime.plus
import kotlinx.datetime.toInstant
import kotlinx.datetime.toLocalDateTime
import kotlinx.datetime.DateTimeUnit
import kotlin.time.Duration

/**
 * Decides the earliest moment the next background sync may run. On iOS the result
 * becomes BGAppRefreshTaskRequest.earliestBeginDate; on Android the WorkManager
 * initial delay. The OS may still run it later; this only keeps it out of quiet hours.
 */
class SyncWindowCalculator(
    private val quietStart: LocalTime = LocalTime(22, 0),
    private val quietEnd: LocalTime = LocalTime(7, 0),
    private val timeZone: TimeZone,
) {
    fun nextRun(now: Instant, interval: Duration): Instant {
        val candidate = now + interval
        val local = candidate.toLocalDateTime(timeZone)
        val inQuietHours = local.time >= quietStart && local.time < quietEnd
        if (!inQuietHours) return candidate
        val endDate = if (local.time >= quietStart) local.date.plus(1, DateTimeUnit.DAY) else local.date
        return endDate.atTime(quietEnd).toInstant(timeZone)
    }
}
