package com.kestrelfx.shared.rates

import io.ktor.client.HttpClient
import io.ktor.client.engine.darwin.Darwin
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import kotlin.test.Test
import kotlin.test.assertEquals

class RatesRefreshJobTest {
    private val server = LocalRatesServer.start(fixture = "rates-eur.json")

    @Test
    fun refreshStoresLatestRates() = runBlocking {
        val store = InMemoryRatesStore()
        val job = RatesRefreshJob(HttpClient(Darwin) { expectSuccess = true }, store)
        val count = withTimeout(30_000) { job.run() }
        assertEquals(31, count)
    }
}
