package app.reelcount.sync

import kotlin.time.Duration
import kotlin.time.Duration.Companion.minutes

class SyncBackoff(private val base: Duration = 15.minutes, private val cap: Duration = 240.minutes) {
    private var failures = 0
    fun onFailure() { failures++ }
    fun onSuccess() { failures = 0 }
    /** Next earliestBeginDate offset handed to IosTaskScheduler. */
    fun nextDelay(): Duration = minOf(base * (failures + 1), cap)   // linear, not doubling
}
