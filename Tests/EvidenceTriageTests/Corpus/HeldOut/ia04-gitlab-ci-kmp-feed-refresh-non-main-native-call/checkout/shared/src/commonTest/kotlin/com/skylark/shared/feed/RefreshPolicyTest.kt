package com.skylark.shared.feed

import kotlinx.datetime.Instant
import kotlinx.datetime.TimeZone
import kotlin.test.Test
import kotlin.test.assertEquals

class RefreshPolicyTest {
    private val lisbonWinter = TimeZone.of("Europe/Lisbon")
    private val berlin = TimeZone.of("Europe/Berlin")

    @Test
    fun daytimeRefreshIsThirtyMinutesOut() {
        val policy = RefreshPolicy(FixedClock(Instant.parse("2026-12-02T10:00:00Z")), lisbonWinter)
        assertEquals(Instant.parse("2026-12-02T10:30:00Z"), policy.nextEarliestBegin())
    }

    @Test
    fun nextRefreshNotBeforeQuietHoursEnd() {
        // 23:40 in Berlin (22:40Z): next refresh must wait for 07:00 Berlin = 06:00Z.
        val policy = RefreshPolicy(FixedClock(Instant.parse("2026-12-02T22:40:00Z")), berlin)
        assertEquals(Instant.parse("2026-12-03T06:00:00Z"), policy.nextEarliestBegin())
    }
}
