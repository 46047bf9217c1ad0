package com.ferngrove.shared.sync

import dev.brewkits.kmpworkmanager.background.domain.ExistingPolicy
import dev.brewkits.kmpworkmanager.background.domain.TaskTrigger
import kotlinx.coroutines.test.runTest
import kotlin.test.AfterTest
import kotlin.test.BeforeTest
import kotlin.test.Test
import kotlin.test.assertEquals

/**
 * Runs inside test.kexe: there is no app Info.plist here, so "feed-sync" is a dynamic task id
 * queued behind kmp_master_dispatcher_task. Nothing in these tests waits for iOS to launch anything.
 */
class SyncSchedulingTest {
    private lateinit var harness: SchedulerHarness

    @BeforeTest
    fun setUp() {
        harness = SchedulerHarness.create(clock = FixedClock("2026-11-30T10:12:44Z"))
    }

    @AfterTest
    fun tearDown() = harness.close()

    @Test
    fun periodicFeedSyncIsQueuedOnce() = runTest {
        FeedSyncScheduler(harness.scheduler).schedule()
        assertEquals(1, harness.dynamicQueueCount("feed-sync"))
    }

    @Test
    fun keepPolicyLeavesPendingFeedSyncUntouched() = runTest {
        val scheduler = FeedSyncScheduler(harness.scheduler)
        scheduler.schedule(initialDelayMinutes = 30)        // pending, due 10:42:44
        harness.clock.advanceMinutes(5)
        scheduler.schedule(initialDelayMinutes = 30)        // KEEP: must not push it back to 10:47:44

        val pending = harness.pendingMetadata("feed-sync")
        assertEquals("2026-11-30T10:42:44Z", pending.earliestBegin.toString(),
            "ExistingPolicy.KEEP replaced the pending feed-sync instead of keeping it")
    }

    @Test
    fun replacePolicyReschedulesFeedSync() = runTest {
        val scheduler = FeedSyncScheduler(harness.scheduler)
        scheduler.schedule(initialDelayMinutes = 30, policy = ExistingPolicy.REPLACE)
        harness.clock.advanceMinutes(5)
        scheduler.schedule(initialDelayMinutes = 30, policy = ExistingPolicy.REPLACE)
        assertEquals("2026-11-30T10:47:44Z", harness.pendingMetadata("feed-sync").earliestBegin.toString())
    }
}
