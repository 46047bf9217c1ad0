package com.fernway.shared.sync

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

/**
 * Pulls new trail reports page by page. Runs from the iOS BGAppRefreshTask
 * handler (iosApp RefreshTaskHandler) and from pull-to-refresh.
 */
class FeedSyncJob(
    private val api: TrailApi,
    private val cache: FeedCache,
    private val io: CoroutineDispatcher = Dispatchers.Default,
) {
    suspend fun run(maxPages: Int = 3): Int {
        var fetched = 0
        repeat(maxPages) {
            // Network + JSON parsing off the main thread.
            val page = withContext(io) { api.fetchPage(after = cache.cursor) }
            cache.append(page)
            fetched += page.items.size
            if (page.nextCursor == null) return fetched
        }
        return fetched
    }
}

interface TrailApi {
    suspend fun fetchPage(after: String?): FeedPage
}
