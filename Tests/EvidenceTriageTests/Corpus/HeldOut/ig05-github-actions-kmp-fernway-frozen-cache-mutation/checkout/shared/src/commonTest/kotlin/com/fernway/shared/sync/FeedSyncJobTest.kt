package com.fernway.shared.sync

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking

class FeedSyncJobTest {
    private val pages = mapOf(
        null to FeedPage(listOf(report("r1"), report("r2")), nextCursor = "c1"),
        "c1" to FeedPage(listOf(report("r3")), nextCursor = null),
    )

    private val api = object : TrailApi {
        override suspend fun fetchPage(after: String?): FeedPage = pages.getValue(after)
    }

    @Test
    fun stopsWhenThereIsNoNextCursor() = runBlocking {
        val cache = FeedCache()
        val fetched = FeedSyncJob(api, cache, io = Dispatchers.Unconfined).run()
        assertEquals(3, fetched)
    }

    @Test
    fun mergesSecondPageIntoCache() = runBlocking {
        val cache = FeedCache()
        FeedSyncJob(api, cache, io = Dispatchers.Default).run()
        assertEquals(listOf("r1", "r2", "r3"), cache.items.map { it.id })
        assertEquals(null, cache.cursor)
    }

    @Test
    fun emptyFeedLeavesCacheEmpty() = runBlocking {
        val emptyApi = object : TrailApi {
            override suspend fun fetchPage(after: String?) = FeedPage(emptyList(), null)
        }
        val cache = FeedCache()
        FeedSyncJob(emptyApi, cache, io = Dispatchers.Unconfined).run()
        assertEquals(0, cache.items.size)
    }

    private fun report(id: String) = TrailReport(id, "Ridge Loop", "muddy", 1_637_000_000_000)
}
