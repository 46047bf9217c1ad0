package com.ledgerline.shared.reminders

import kotlinx.datetime.Instant
import kotlinx.datetime.LocalDate
import kotlinx.datetime.LocalTime
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull

class ReminderClockTest {

    private val clock = ReminderClock("America/New_York")
    private val elevenAm = LocalTime(11, 0)

    @Test
    fun reminderOnSameDstPeriod() {
        val due = LocalDate(2026, 10, 21)
        assertEquals(Instant.parse("2026-10-21T15:00:00Z"), clock.reminderInstant(due, elevenAm))
    }

    @Test
    fun noReminderWhenAllDueDatesPassed() {
        val now = Instant.parse("2026-12-01T00:00:00Z")
        assertNull(clock.nextReminder(now, listOf(LocalDate(2026, 11, 2)), elevenAm))
    }

    @Test
    fun nextReminderAfterDstEnds() {
        // DST ends 2026-11-01 in New York: 11:00 EST on Nov 2 is 16:00 UTC
        val due = LocalDate(2026, 11, 2)
        assertEquals(Instant.parse("2026-11-02T16:00:00Z"), clock.reminderInstant(due, elevenAm))
    }
}
