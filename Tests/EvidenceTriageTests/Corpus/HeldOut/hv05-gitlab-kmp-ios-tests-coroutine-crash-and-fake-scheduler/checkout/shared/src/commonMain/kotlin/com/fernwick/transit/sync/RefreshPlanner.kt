package com.fernwick.transit.sync

import com.fernwick.transit.background.BackgroundScheduler
import com.fernwick.transit.background.RefreshRequest
import kotlinx.datetime.Clock
import kotlinx.datetime.Instant
import kotlin.time.Duration.Companion.minutes

/** Asks the platform scheduler for the next departures refresh. */
class RefreshPlanner(
    private val scheduler: BackgroundScheduler,
    private val clock: Clock = Clock.System,
) {
    /** Timetables change on quarter hours; refresh on the next quarter, at least 10 min out. */
    fun planNext(): Instant {
        val earliest = clock.now() + 10.minutes
        val epochMinutes = earliest.epochSeconds / 60
        val aligned = Instant.fromEpochSeconds((epochMinutes - epochMinutes % 15) * 60)
        scheduler.submit(RefreshRequest(DEPARTURES_REFRESH_ID, earliestBegin = aligned))
        return aligned
    }

    companion object {
        const val DEPARTURES_REFRESH_ID = "com.fernwick.transit.departures-refresh"
    }
}
