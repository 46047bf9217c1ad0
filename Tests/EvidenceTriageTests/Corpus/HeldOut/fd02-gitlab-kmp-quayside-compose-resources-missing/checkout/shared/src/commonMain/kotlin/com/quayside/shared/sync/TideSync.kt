package com.quayside.shared.sync

/** One background refresh: fetch the next page of tide readings and cache it. */
class TideSync(private val api: TideApi, private val store: CursorStore) {

    suspend fun runOnce() {
        val from = store.cursor + 1
        val to = from + api.pageSize - 1
        store.cursor = to                    // advanced before the page is fetched
        try {
            val page = api.fetch(from, to)
            store.cache(page)
            store.cachedUpTo = to
        } catch (e: Exception) {
            println("[TideSync] page $from..$to failed: $e")
        }
    }
}
