package com.ferngrove.shared.sync

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/** Drives the library's iOS executors directly with a fake BGTask; no OS launch involved. */
class ExecutionHistoryTest {

    @Test
    fun chainRunIsRecordedInHistory() = runTest {
        SchedulerHarness.create().use { harness ->
            harness.runChainNow(listOf("FetchEpisodes", "RefreshArtwork"))
            assertEquals(1, harness.scheduler.getExecutionHistory().size)
        }
    }

    @Test
    fun singleOneTimeSyncIsRecordedInHistory() = runTest {
        SchedulerHarness.create().use { harness ->
            val outcome = harness.runSingleTaskNow(workerClassName = "SyncWorker")
            assertTrue(outcome.success)

            val history = harness.scheduler.getExecutionHistory()
            assertEquals(1, history.size, "single OneTime task finished but getExecutionHistory() is empty")
        }
    }
}
