package com.fernway.shared.sync

import com.fernway.shared.db.FailingItineraryStore
import com.fernway.shared.db.InMemoryItineraryStore
import com.fernway.shared.network.TripApi
import com.fernway.shared.network.platformHttpClient
import com.fernway.shared.testing.FixtureServer
import kotlinx.coroutines.test.runTest
import kotlinx.datetime.Instant
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class TripSyncJobTest {
    private val start = Instant.parse("2026-11-29T08:00:00Z")

    @Test
    fun refreshPullsLatestItinerary() = runTest {
        FixtureServer.serve("/v3/changes", "changes_two_trips.json")
        val api = TripApi(platformHttpClient(), FixtureServer.baseUrl)
        val job = TripSyncJob(api, InMemoryItineraryStore(), MemoryCursor(start))

        assertEquals(2, job.refresh())
    }

    @Test
    fun cursorAdvancesOnlyAfterItineraryCommitted() = runTest {
        val cursor = MemoryCursor(start)
        val job = TripSyncJob(FakeTripApi.twoTrips(serverTime = "2026-12-04T10:12:00Z"),
            FailingItineraryStore(), cursor)

        assertFailsWith<IllegalStateException> { job.refresh() }
        assertEquals(start, cursor.load())
    }
}
