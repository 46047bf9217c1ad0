package com.lanternfish.shared.sync

import com.lanternfish.shared.fakes.FakeFeedClient
import com.lanternfish.shared.fakes.InMemoryArticleStore
import com.lanternfish.shared.fakes.InMemoryCursorStore
import com.lanternfish.shared.feeds.FeedParser
import com.lanternfish.shared.feeds.FeedSource
import kotlinx.coroutines.test.runTest
import kotlin.test.BeforeTest
import kotlin.test.Test
import kotlin.test.assertEquals

class RefreshJobTest {
    private val source = FeedSource(id = "tidepools", url = "https://feeds.lanternfish.test/tidepools.xml")
    private lateinit var client: FakeFeedClient
    private lateinit var articles: InMemoryArticleStore
    private lateinit var cursors: InMemoryCursorStore

    @BeforeTest
    fun setUp() {
        client = FakeFeedClient()
        articles = InMemoryArticleStore()
        cursors = InMemoryCursorStore(mapOf("tidepools" to "etag-41"))
    }

    private fun job(parser: FeedParser = FeedParser()) =
        RefreshJob(client = client, parser = parser, articles = articles, cursors = cursors)

    @Test
    fun insertsNewArticles() = runTest {
        client.respond(source.url, etag = "etag-42", body = fixture("tidepools-3-items.xml"))

        val result = job().run(listOf(source))

        assertEquals(3, result.inserted)
        assertEquals(3, articles.count("tidepools"))
    }

    @Test
    fun secondRunDoesNotDuplicateArticles() = runTest {
        client.respond(source.url, etag = "etag-42", body = fixture("tidepools-3-items.xml"))
        job().run(listOf(source))

        // Server ignores If-None-Match and sends the same three items with a new ETag.
        client.respond(source.url, etag = "etag-43", body = fixture("tidepools-3-items.xml"))
        job().run(listOf(source))

        assertEquals(3, articles.count("tidepools"))
    }

    @Test
    fun cursorIsNotAdvancedWhenParsingFails() = runTest {
        client.respond(source.url, etag = "etag-42", body = "<rss><channel><item>")

        val result = job().run(listOf(source))

        assertEquals(listOf("tidepools"), result.failedSources)
        assertEquals("etag-41", cursors.etagFor("tidepools"))
    }

    @Test
    fun notModifiedSkipsTheFeed() = runTest {
        client.respondNotModified(source.url)

        val result = job().run(listOf(source))

        assertEquals(0, result.inserted)
    }
}
