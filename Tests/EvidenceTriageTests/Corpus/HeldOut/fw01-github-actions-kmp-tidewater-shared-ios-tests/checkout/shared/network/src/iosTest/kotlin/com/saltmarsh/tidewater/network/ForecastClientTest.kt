package com.saltmarsh.tidewater.network

import io.ktor.client.HttpClient
import io.ktor.client.engine.darwin.Darwin
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * Runs the real Darwin engine so the NSURLSession setup (timeouts, ATS,
 * user agent) is exercised on iOS, against the staging forecast API.
 */
class ForecastClientTest {

    private val client = ForecastClient(
        http = HttpClient(Darwin) { installTidewaterDefaults() },
        baseUrl = "https://forecast-staging.tidewater.example/v2",
    )

    @Test
    fun decodesBundledTideTableFixture() = runTest {
        val table = ForecastJson.decodeTideTable(TideFixtures.SAN_FRANCISCO_TWO_DAYS)
        assertEquals(8, table.extremes.size)
    }

    @Test
    fun fetchesTideTableOverHttps() = runTest {
        val table = client.tideTable(stationId = "9414290", days = 2)
        assertEquals("9414290", table.stationId)
        assertTrue(table.extremes.isNotEmpty())
    }
}
