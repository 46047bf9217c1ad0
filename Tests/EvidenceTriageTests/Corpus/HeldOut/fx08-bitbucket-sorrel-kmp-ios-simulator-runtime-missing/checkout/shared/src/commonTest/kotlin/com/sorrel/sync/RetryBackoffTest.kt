package com.sorrel.sync

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.minutes

class RetryBackoffTest {
    private val backoff = RetryBackoff()

    @Test
    fun firstRetryUsesBase() = assertEquals(15.minutes, backoff.delayFor(0))

    @Test
    fun doublesEachAttempt() = assertEquals(60.minutes, backoff.delayFor(2))

    @Test
    fun rejectsNegativeAttempt() { assertFailsWith<IllegalArgumentException> { backoff.delayFor(-1) } }

    @Test
    fun backoffCapsAtOneHour() {
        assertEquals(1.hours, backoff.delayFor(8), "retry delay must be capped")
    }
}
