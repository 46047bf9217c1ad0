package com.skylark.shared.feed

import kotlinx.datetime.Clock
import kotlinx.datetime.Instant
import kotlinx.datetime.LocalTime
import kotlinx.datetime.TimeZone
import kotlinx.datetime.atTime
import kotlinx.datetime.toLocalDateTime
import kotlinx.datetime.toInstant
import kotlin.time.Duration.Companion.minutes

/** Earliest begin date for the next background refresh; nothing during quiet hours (23:00–07:00 local). */
class RefreshPolicy(private val clock: Clock, private val zone: TimeZone) {
    fun nextEarliestBegin(): Instant {
        val candidate = clock.now() + 30.minutes
        val local = candidate.toLocalDateTime(zone)
        val quiet = local.time >= LocalTime(23, 0) || local.time < LocalTime(7, 0)
        if (!quiet) return candidate
        val day = if (local.time >= LocalTime(23, 0)) local.date.plusDays(1) else local.date
        return day.atTime(LocalTime(7, 0)).toInstant(TimeZone.UTC)
    }
}
