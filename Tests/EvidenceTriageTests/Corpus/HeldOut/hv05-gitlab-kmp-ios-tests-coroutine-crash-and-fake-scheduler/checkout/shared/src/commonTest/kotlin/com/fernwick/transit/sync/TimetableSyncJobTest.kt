package com.fernwick.transit.sync

import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import kotlin.test.Test
import kotlin.test.assertTrue

class TimetableSyncJobTest {

    @Test
    fun backgroundRefreshSurvivesUnknownBoard() = runBlocking {
        // KX-12 opened last week and is not in the platform directory yet.
        val api = FakeTransitApi(samplePage(stopIds = listOf("KX-01", "KX-12")))
        val done = CompletableDeferred<Boolean>()

        TimetableSyncJob(api, DepartureCache(inMemoryTransitDatabase()), PlatformDirectory.bundled())
            .launchRefresh { done.complete(it) }

        assertTrue(withTimeout(5_000) { done.await() })
    }
}
