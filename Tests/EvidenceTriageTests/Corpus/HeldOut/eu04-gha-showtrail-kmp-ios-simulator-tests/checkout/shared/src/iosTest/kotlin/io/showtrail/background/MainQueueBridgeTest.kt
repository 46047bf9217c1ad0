package io.showtrail.background

import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration.Companion.seconds

class MainQueueBridgeTest {

    @Test
    fun mapsSuccessToCompletedTask() {
        assertEquals(true, RefreshOutcome.Success(12).taskSucceeded)
    }

    @Test
    fun mapsCancellationToFailedTask() {
        assertEquals(false, RefreshOutcome.Cancelled.taskSucceeded)
    }

    @Test
    fun deliversRefreshResultOnMainQueue() {
        val delivered = mutableListOf<RefreshOutcome>()
        val bridge = MainQueueBridge { delivered += it }

        // The Kotlin/Native test runner calls test functions on the main thread.
        runBlocking {
            withTimeout(5.seconds) {
                bridge.publish(RefreshOutcome.Success(3))
            }
        }
        assertEquals(listOf<RefreshOutcome>(RefreshOutcome.Success(3)), delivered)
    }
}
