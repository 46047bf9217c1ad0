package com.pinecrest.shared.sync

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.seconds

class BackoffPolicyTest {
    @Test
    fun doublesEachAttempt() {
        assertEquals(60.seconds, BackoffPolicy().delayFor(1))
    }

    @Test
    fun capsDelayAtOneHour() {
        assertEquals(1.hours, BackoffPolicy().delayFor(12))
    }
}
