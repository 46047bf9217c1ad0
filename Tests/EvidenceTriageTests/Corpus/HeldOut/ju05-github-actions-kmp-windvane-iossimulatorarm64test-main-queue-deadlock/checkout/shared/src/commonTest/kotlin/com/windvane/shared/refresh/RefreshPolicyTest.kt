package com.windvane.shared.refresh

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Clock
import kotlin.time.Instant

private class FakeClock(var current: Instant) : Clock {
    override fun now(): Instant = current
}

class RefreshPolicyTest {
    @Test
    fun firstRunIsOneIntervalFromNow() {
        val clock = FakeClock(Instant.parse("2026-12-06T09:40:00Z"))
        assertEquals(Instant.parse("2026-12-06T09:55:00Z"), RefreshPolicy(clock).nextRun(null))
    }

    @Test
    fun nextRunIsFifteenMinutesAfterLastSuccess() {
        val clock = FakeClock(Instant.parse("2026-12-06T09:40:00Z"))
        val lastSuccess = Instant.parse("2026-12-06T08:00:00Z")
        // Overdue: the next refresh is due immediately (lastSuccess + 15 min is in the past).
        assertEquals(clock.now(), RefreshPolicy(clock).nextRun(lastSuccess))
    }
}
