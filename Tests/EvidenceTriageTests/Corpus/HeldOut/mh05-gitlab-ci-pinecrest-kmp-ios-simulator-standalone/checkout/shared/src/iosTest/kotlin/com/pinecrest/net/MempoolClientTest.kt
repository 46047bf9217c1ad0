package com.pinecrest.net

import io.ktor.client.HttpClient
import io.ktor.client.engine.darwin.Darwin
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertTrue

class MempoolClientTest {
    private val client = MempoolClient(HttpClient(Darwin), baseUrl = "https://mempool.space/api")

    @Test
    fun fetchesFeeEstimates() = runTest {
        val fees = client.recommendedFees()
        assertTrue(fees.fastestFee >= fees.hourFee)
    }
}
