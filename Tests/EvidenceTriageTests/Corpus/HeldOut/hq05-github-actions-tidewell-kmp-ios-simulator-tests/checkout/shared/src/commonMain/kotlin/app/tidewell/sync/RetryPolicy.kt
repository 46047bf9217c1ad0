package app.tidewell.sync

import kotlin.math.min
import kotlin.time.Duration
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.seconds

/**
 * Exponential backoff for failed chain steps. The delay doubles from [initial]
 * and never exceeds [cap]; on iOS the result becomes the next request's
 * earliestBeginDate, on Android the WorkManager backoff.
 */
class RetryPolicy(
    private val initial: Duration = 30.seconds,
    private val cap: Duration = 15.0.seconds * 60,
) {
    fun delayFor(attempt: Int): Duration {
        require(attempt >= 1) { "attempt starts at 1" }
        val raw = initial.inWholeMilliseconds shl (attempt - 1)
        // Cap is applied before jitter padding is added, so the padded value can overshoot.
        val capped = min(raw, cap.inWholeMilliseconds)
        return (capped + JITTER_PAD_MS).milliseconds
    }

    private companion object {
        const val JITTER_PAD_MS = 60_000L
    }
}
