package com.sorrel.sync

import kotlinx.datetime.Instant
import kotlinx.datetime.LocalTime
import kotlinx.datetime.TimeZone
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration.Companion.minutes

class SyncWindowCalculatorTest {
    private val utc = TimeZone.UTC
    private val calculator = SyncWindowCalculator(LocalTime(22, 0), LocalTime(7, 0), utc)

    @Test
    fun nextRunOutsideQuietHoursIsNowPlusInterval() {
        val now = Instant.parse("2026-06-02T10:00:00Z")
        assertEquals(Instant.parse("2026-06-02T10:15:00Z"), calculator.nextRun(now, 15.minutes))
    }

    @Test
    fun nextRunAtQuietEndIsAllowed() {
        val now = Instant.parse("2026-06-02T06:45:00Z")
        assertEquals(Instant.parse("2026-06-02T07:00:00Z"), calculator.nextRun(now, 15.minutes))
    }

    @Test
    fun nextRunSkipsQuietHoursAcrossMidnight() {
        val now = Instant.parse("2026-06-02T23:30:00Z")
        val next = calculator.nextRun(now, 15.minutes)
        assertEquals(Instant.parse("2026-06-03T07:00:00Z"), next, "next run must wait for quiet hours to end")
    }

    @Test
    fun nextRunJustBeforeQuietStartIsKept() {
        val now = Instant.parse("2026-06-02T21:30:00Z")
        assertEquals(Instant.parse("2026-06-02T21:45:00Z"), calculator.nextRun(now, 15.minutes))
    }

    @Test
    fun intervalLongerThanADayIsKept() {
        val now = Instant.parse("2026-06-02T10:00:00Z")
        assertEquals(Instant.parse("2026-06-03T12:00:00Z"), calculator.nextRun(now, (26 * 60).minutes))
    }
}
