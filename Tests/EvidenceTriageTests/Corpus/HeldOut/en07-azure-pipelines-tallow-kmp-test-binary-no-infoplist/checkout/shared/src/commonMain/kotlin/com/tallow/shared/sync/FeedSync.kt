package com.tallow.shared.sync

class FeedSync(private val source: PageSource, private val store: SyncStore) {
    suspend fun step() {
        val cursor = store.cursor
        store.cursor = source.nextCursor(cursor)   // advanced before the page is fetched and written
        val page = source.fetch(cursor)
        store.write(page.items)
    }
}
