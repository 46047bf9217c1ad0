package io.brightwater.shared.net

import io.ktor.client.HttpClient
import io.ktor.client.engine.darwin.Darwin
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertTrue

class StationApiTest {
    private val api = StationApi(HttpClient(Darwin), baseUrl = "https://staging-api.brightwater.example")

    @Test
    fun fetchesLatestReadingsFromStaging() = runBlocking {
        val readings = api.latestReadings(stationId = "LK-04")
        assertTrue(readings.isNotEmpty(), "staging should always have readings for LK-04")
    }
}
