package com.windvane.shared.refresh

import kotlin.time.Clock
import kotlin.time.Duration
import kotlin.time.Duration.Companion.minutes
import kotlin.time.Instant

/** Decides the earliestBeginDate for the next BGAppRefreshTaskRequest. */
class RefreshPolicy(
    private val clock: Clock,
    private val interval: Duration = 15.minutes,
) {
    fun nextRun(lastSuccess: Instant?): Instant {
        val now = clock.now()
        if (lastSuccess == null) return now + interval
        val next = now + interval
        return if (next < now) now else next
    }
}
