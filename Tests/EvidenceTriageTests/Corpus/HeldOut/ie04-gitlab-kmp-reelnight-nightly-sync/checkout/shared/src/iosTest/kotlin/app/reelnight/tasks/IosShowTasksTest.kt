package app.reelnight.tasks

import app.reelnight.sync.FakeLibrarySyncer
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.advanceUntilIdle
import kotlinx.coroutines.test.runTest
import kotlinx.datetime.Instant
import platform.BackgroundTasks.BGProcessingTaskRequest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertTrue

class IosShowTasksTest {
    private val scheduler = FakeBgTaskScheduler()
    private val syncer = FakeLibrarySyncer()
    private val testScope = TestScope(StandardTestDispatcher())
    private val tasks = IosShowTasks(scheduler, syncer, testScope, FixedClock(Instant.parse("2026-12-03T18:20:00Z")))

    @Test
    fun registersNightlySyncHandler() {
        tasks.registerHandlers()
        assertEquals(setOf(NIGHTLY_SYNC_ID), scheduler.handlers.keys)
    }

    @Test
    fun nightlySyncStartsAtThreeAm() {
        tasks.scheduleNightlySync()
        val request = assertIs<BGProcessingTaskRequest>(scheduler.submitted.single())
        assertEquals(Instant.parse("2026-12-04T03:00:00Z").epochSeconds.toDouble(),
            request.earliestBeginDate!!.timeIntervalSince1970)
    }

    @Test
    fun nightlySyncRequestRequiresNetwork() {
        tasks.scheduleNightlySync()
        val request = assertIs<BGProcessingTaskRequest>(scheduler.submitted.single())
        assertTrue(request.requiresNetworkConnectivity, "nightly sync needs the network")
    }

    @Test
    fun handlerResubmitsNextNight() = testScope.runTest {
        tasks.handleNightlySync(FakeBgTask(NIGHTLY_SYNC_ID))
        advanceUntilIdle()
        assertEquals(1, scheduler.submitted.size)
    }

    @Test
    fun expiredSyncCompletesTaskWithFailure() = testScope.runTest {
        syncer.suspendForever = true
        val task = FakeBgTask(NIGHTLY_SYNC_ID)
        tasks.handleNightlySync(task)
        advanceUntilIdle()
        task.expire()
        advanceUntilIdle()
        assertEquals(false, task.completedSuccess)
    }
}
