package app.tidewell.sync

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration.Companion.seconds

class RetryPolicyTest {

    private val policy = RetryPolicy(initial = 30.seconds, cap = 900.seconds)

    @Test
    fun firstRetryWaitsAtLeastInitial() {
        val delay = policy.delayFor(1)
        assertEquals(true, delay >= 30.seconds)
    }

    @Test
    fun rejectsAttemptZero() {
        kotlin.test.assertFailsWith<IllegalArgumentException> { policy.delayFor(0) }
    }

    @Test
    fun backoffDoublesUntilCap() {
        val delays = (1..8).map { policy.delayFor(it).inWholeMilliseconds }
        // 30 s, 60 s, 120 s, ... never above the 15 minute cap.
        assertEquals(
            expected = 900_000L,
            actual = delays.last(),
        )
    }
}
