package com.saltmarsh.tidewater.sync

import com.saltmarsh.tidewater.testing.FakeStationApi
import com.saltmarsh.tidewater.testing.FakeStationStore
import com.saltmarsh.tidewater.testing.TestClock
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.cancel
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration.Companion.milliseconds

class StationSyncWorkerTest {

    private val store = FakeStationStore()
    private val clock = TestClock()

    @Test
    fun doWorkPushesPendingFollows() = runTest {
        val api = FakeStationApi()
        store.markFollowed("9414290", clock.now())
        StationSyncWorker(store, api, clock, backgroundScope).doWork()
        assertEquals(listOf("9414290"), api.followed)
    }

    @Test
    fun remoteSyncSurvivesCallerScopeCancellation() = runTest {
        val api = FakeStationApi(latency = 200.milliseconds)
        val worker = StationSyncWorker(store, api, clock, appScope = backgroundScope)
        val presenterScope = CoroutineScope(coroutineContext + Job())

        worker.followStation(presenterScope, "8443970")
        presenterScope.cancel() // user leaves the station screen mid-flight
        testScheduler.advanceUntilIdle()

        assertEquals(listOf("8443970"), api.followed)
        assertEquals(emptyList(), store.pendingFollows())
    }
}
