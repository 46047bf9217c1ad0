package com.ferncastle.shared.sync

import com.ferncastle.shared.testing.FakeBgScheduler
import com.ferncastle.shared.testing.TestClock
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration.Companion.minutes

/**
 * iOS has no native periodic BGTask: PeriodicSyncScheduler emulates it by
 * submitting a one-shot request for the next window after every run
 * (the approach Backgrounder documents for BGTaskScheduler).
 * The OS is replaced by FakeBgScheduler; nothing here waits for iOS.
 */
class PeriodicSyncSchedulerTest {
    private val clock = TestClock()
    private val bg = FakeBgScheduler()
    private val scheduler = PeriodicSyncScheduler(bg, clock, interval = 30.minutes)

    @Test
    fun submitsFirstWindowOnStart() = runTest {
        scheduler.start()
        assertEquals(1, bg.pending.size)
    }

    @Test
    fun reschedulesNextWindowAfterRun() = runTest {
        scheduler.start()
        val first = bg.pending.single()
        bg.launch(first.identifier)               // fake launch of the submitted request

        scheduler.onTask(first.identifier, SyncResult.Success)
        clock.advanceBy(1.minutes)






        assertEquals(1, bg.pending.size, "next window must be submitted after a successful run")
        assertEquals(clock.now() + 29.minutes, bg.pending.single().earliestBegin)
    }

    @Test
    fun doesNotRescheduleAfterCancel() = runTest {
        scheduler.start()
        scheduler.cancel()
        assertEquals(0, bg.pending.size)
    }
}
