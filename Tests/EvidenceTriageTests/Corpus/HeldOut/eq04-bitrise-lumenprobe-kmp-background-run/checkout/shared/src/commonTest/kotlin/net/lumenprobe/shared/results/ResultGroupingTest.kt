package net.lumenprobe.shared.results

import kotlinx.datetime.Instant
import kotlinx.datetime.TimeZone
import net.lumenprobe.shared.model.fakeResult
import kotlin.test.Test
import kotlin.test.assertEquals

class ResultGroupingTest {
    private val utc = TimeZone.UTC

    @Test
    fun `groups results from the same week together`() {
        val results = listOf(
            fakeResult(startTime = Instant.parse("2026-10-12T08:00:00Z")),
            fakeResult(startTime = Instant.parse("2026-10-15T21:30:00Z")),
        )

        val groups = groupByWeek(results, utc)

        assertEquals(listOf(WeekKey(2026, 42)), groups.keys.toList())
    }

    @Test
    fun `groups results by ISO week across the new year`() {
        // Thu 31 Dec 2026 and Fri 1 Jan 2027 are both in ISO week 2026-W53.
        val results = listOf(
            fakeResult(startTime = Instant.parse("2026-12-31T10:00:00Z")),
            fakeResult(startTime = Instant.parse("2027-01-01T10:00:00Z")),
        )

        val groups = groupByWeek(results, utc)

        assertEquals(1, groups.size)
        assertEquals(WeekKey(2026, 53), groups.keys.single())
    }
}
