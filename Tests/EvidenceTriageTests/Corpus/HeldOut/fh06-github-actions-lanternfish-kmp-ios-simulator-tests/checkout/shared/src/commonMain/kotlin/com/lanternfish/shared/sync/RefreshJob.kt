package com.lanternfish.shared.sync

import com.lanternfish.shared.db.ArticleStore
import com.lanternfish.shared.db.FeedCursorStore
import com.lanternfish.shared.feeds.FeedClient
import com.lanternfish.shared.feeds.FeedParser
import com.lanternfish.shared.feeds.FeedSource

/**
 * One pass over every subscribed feed. Called from the iOS BGAppRefreshTask handler
 * (IosRefreshScheduler) and from Android's WorkManager worker.
 */
class RefreshJob(
    private val client: FeedClient,
    private val parser: FeedParser,
    private val articles: ArticleStore,
    private val cursors: FeedCursorStore,
) {
    suspend fun run(sources: List<FeedSource>): RefreshResult {
        var inserted = 0
        val failed = mutableListOf<String>()

        for (source in sources) {
            val response = client.fetch(source.url, ifNoneMatch = cursors.etagFor(source.id))
            if (response.notModified) continue

            // Remember where we got to before the (slow) parse + insert.
            cursors.save(source.id, etag = response.etag, fetchedAt = response.fetchedAt)

            val items = try {
                parser.parse(response.body)
            } catch (e: FeedParseException) {
                failed += source.id
                continue
            }
            articles.insertAll(source.id, items)
            inserted += items.size
        }
        return RefreshResult(inserted = inserted, failedSources = failed)
    }
}

data class RefreshResult(val inserted: Int, val failedSources: List<String>)
