package com.tallow.shared.sync

import io.ktor.client.HttpClient
import io.ktor.client.engine.darwin.Darwin
import io.ktor.client.request.get
import io.ktor.client.statement.bodyAsText
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertTrue

class FeedClientTest {
    // MockFeedServer is started by the Gradle task on 127.0.0.1:8089 before the test binary runs.
    private val client = FeedClient(HttpClient(Darwin), baseUrl = "http://127.0.0.1:8089")

    @Test
    fun parsesFeedEnvelope() = runTest {
        val envelope = FeedEnvelope.parse(Fixtures.envelopeJson)
        assertTrue(envelope.items.isNotEmpty())
    }

    @Test
    fun fetchesOverPlainHttpFromLocalMock() = runTest {
        val page = client.fetchPage(cursor = null)
        assertTrue(page.items.size == 3, "expected 3 items from the mock, got ${page.items.size}")
    }
}
