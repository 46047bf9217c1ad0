package com.windvane.shared.sync

import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import kotlin.test.Test
import kotlin.test.assertEquals

/**
 * Runs against the fixture server started by the CI job (tools/fixture-server, port 8089)
 * with the real Darwin engine, to catch NSURLSession/ATS differences from Android.
 */
class StationSyncTest {
    private val api = DarwinStationApi(baseUrl = "http://127.0.0.1:8089")
    private val store = InMemoryReadingStore()

    @Test
    fun refreshStoresLatestReadings() = runBlocking {
        val count = withTimeout(5_000) {
            StationSync(api, store).refresh(listOf("EGLL-07", "EGKK-12"))
        }
        assertEquals(2, count)
        assertEquals(setOf("EGLL-07", "EGKK-12"), store.all().map { it.stationId }.toSet())
    }

    @Test
    fun apiParsesFixturePayload() = runBlocking {
        val readings = api.latest(listOf("EGLL-07"))
        assertEquals(1, readings.size)
    }
}
