package com.fernwick.transit.sync

import com.fernwick.transit.background.FakeBackgroundScheduler
import kotlinx.datetime.Instant
import kotlin.test.Test
import kotlin.test.assertEquals

class RefreshPlannerTest {
    private val scheduler = FakeBackgroundScheduler()

    @Test
    fun submitsDeparturesRefreshIdentifier() {
        RefreshPlanner(scheduler, FixedClock("2026-04-07T05:52:00Z")).planNext()
        assertEquals(RefreshPlanner.DEPARTURES_REFRESH_ID, scheduler.submitted.single().identifier)
    }

    @Test
    fun nextRefreshIsAlignedToTimetableMinute() {
        // 05:52 + 10 min = 06:02 -> next quarter hour is 06:15.
        RefreshPlanner(scheduler, FixedClock("2026-04-07T05:52:00Z")).planNext()

        assertEquals(Instant.parse("2026-04-07T06:15:00Z"), scheduler.submitted.single().earliestBegin)
    }
}
