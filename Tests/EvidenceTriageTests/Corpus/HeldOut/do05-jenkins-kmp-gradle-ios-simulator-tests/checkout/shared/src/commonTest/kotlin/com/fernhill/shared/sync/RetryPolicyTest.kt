package com.fernhill.shared.sync

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.seconds

class RetryPolicyTest {
    private val policy = RetryPolicy(base = 100.seconds, cap = 6.hours, jitter = 0.0)

    @Test
    fun firstAttemptIsImmediate() = assertEquals(0L, policy.delayFor(0).inWholeSeconds)

    @Test
    fun backoffDoublesEachAttempt() = assertEquals(400L, policy.delayFor(3).inWholeSeconds)

    @Test
    fun jitterStaysWithinTenPercent() {
        val p = RetryPolicy(base = 100.seconds, cap = 6.hours, jitter = 0.1)
        repeat(50) { check(p.delayFor(4).inWholeSeconds in 720L..880L) }
    }

    @Test
    fun backoffCapsAtSixHours() {
        // attempt 9 would be 100 s * 2^8 = 25 600 s uncapped
        val delay = policy.delayFor(9)
        assertEquals(21600L, delay.inWholeSeconds)
    }

    @Test
    fun giveUpAfterEightAttempts() = assertEquals(null, policy.nextAttemptAfter(8))
}
