package com.skylark.shared.feed

import com.apollographql.apollo3.ApolloClient
import kotlin.coroutines.cancellation.CancellationException

/**
 * Pulls the latest articles into the local store. Called from the iOS BGAppRefreshTask
 * launch handler and from pull-to-refresh.
 */
class FeedRefreshJob(
    private val apollo: ApolloClient,
    private val store: ArticleStore,
    private val cursor: FeedCursor,
) {
    @Throws(CancellationException::class)
    suspend fun refresh(): Boolean {
        val response = apollo.query(LatestArticlesQuery(after = cursor.current())).execute()
        val items = response.dataAssertNoErrors.latest.items
        store.upsert(items)
        cursor.commit(items.lastOrNull()?.id)
        return true
    }
}
