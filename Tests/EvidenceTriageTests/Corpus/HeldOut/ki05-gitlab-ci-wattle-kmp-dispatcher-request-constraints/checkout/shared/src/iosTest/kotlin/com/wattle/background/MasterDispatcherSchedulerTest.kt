package com.wattle.background

import kotlinx.datetime.Instant
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.minutes

class MasterDispatcherSchedulerTest {
    private val clock = FixedClock(Instant.parse("2026-12-04T01:00:00Z"))

    @Test
    fun submitsTheDeclaredDispatcherIdentifier() {
        val submitter = FakeTaskSubmitter()
        MasterDispatcherScheduler(DynamicTaskQueue.of(meterRead()), submitter, clock).schedule()
        assertEquals("com.wattle.app.dispatcher", submitter.submitted.single().identifier)
    }

    @Test
    fun noNetworkRequirementWhenOneTaskWorksOffline() {
        val submitter = FakeTaskSubmitter()
        MasterDispatcherScheduler(DynamicTaskQueue.of(meterRead(), localCompaction()), submitter, clock).schedule()
        assertEquals(false, submitter.submitted.single().requiresNetworkConnectivity)
    }

    @Test
    fun requiresNetworkWhenEveryPendingTaskNeedsNetwork() {
        // A queue of network-only jobs must not wake the app offline, fail every job and re-queue them.
        val submitter = FakeTaskSubmitter()
        val queue = DynamicTaskQueue.of(meterRead(), tariffRefresh(), exportUpload())

        MasterDispatcherScheduler(queue, submitter, clock).schedule()

        assertEquals(true, submitter.submitted.single().requiresNetworkConnectivity)
    }

    @Test
    fun resubmitKeepsEarlierEarliestBeginDate() {
        val submitter = FakeTaskSubmitter()
        val scheduler = MasterDispatcherScheduler(DynamicTaskQueue.of(meterRead()), submitter, clock)
        scheduler.schedule(delay = 1.hours)                 // pending: 02:00Z

        scheduler.reschedule(delay = 5.hours)               // a low-priority export was enqueued

        assertEquals(Instant.parse("2026-12-04T02:00:00Z"), submitter.submitted.last().earliestBeginDate)
    }
}
