package com.ferngrove.shared.sync

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

class DynamicDispatchTest {

    @Test
    fun periodicDigestSurvivesWorkerFactoryFailure() = runTest {
        SchedulerHarness.create(workerFactory = ThrowingOnceFactory(IllegalStateException("digest store not open"))).use { harness ->
            DigestScheduler(harness.scheduler).schedule()
            harness.fireMasterDispatcher()   // fake BGProcessingTask for kmp_master_dispatcher_task

            // A failed run of a periodic task must leave the next occurrence queued.
            assertEquals(1, harness.dynamicQueueCount("weekly-digest"),
                "weekly-digest was dropped from the dynamic queue after WorkerFactory threw")
        }
    }
}
