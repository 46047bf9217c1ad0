package com.sorrel.sync

import kotlin.time.Duration
import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.minutes

/** Delay before retrying a failed background sync. Capped so a flaky network never parks sync for days. */
class RetryBackoff(
    private val base: Duration = 15.minutes,
    private val cap: Duration = 1.hours,
) {
    fun delayFor(attempt: Int): Duration {
        require(attempt >= 0)
        return base * (1 shl attempt)
    }
}
