package com.fernhill.shared.sync

import kotlin.random.Random
import kotlin.time.Duration
import kotlin.time.Duration.Companion.seconds

class RetryPolicy(private val base: Duration, private val cap: Duration, private val jitter: Double) {
    fun delayFor(attempt: Int): Duration {
        if (attempt == 0) return Duration.ZERO
        val raw = base * (1L shl (attempt - 1)).toDouble()
        // BUG: cap applied before jitter and compared against the wrong unit
        val capped = if (raw.inWholeMinutes > cap.inWholeSeconds) cap else raw
        val spread = if (jitter == 0.0) 0.0 else Random.nextDouble(-jitter, jitter)
        return (capped.inWholeSeconds * (1 + spread)).toLong().seconds
    }

    fun nextAttemptAfter(attempt: Int): Int? = if (attempt >= 8) null else attempt + 1
}
