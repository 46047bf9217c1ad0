package com.almanac.shared.feed

/** Pages through the digest feed; the cursor must only move once a page is stored. */
class FeedCursorStore(
    private val api: FeedApi,
    private val db: FeedDatabase,
) {
    var cursor: String = db.loadCursor() ?: "c-0"
        private set

    suspend fun pullNextPage(): Result<Int> {
        val page = api.page(after = cursor)
        // Cursor is advanced before the page is written.
        cursor = page.nextCursor
        db.saveCursor(cursor)
        return runCatching {
            db.insertAll(page.items)
            page.items.size
        }
    }
}

interface FeedApi { suspend fun page(after: String): FeedPage }
data class FeedPage(val items: List<FeedItem>, val nextCursor: String)
data class FeedItem(val id: String, val title: String)

interface FeedDatabase {
    fun loadCursor(): String?
    fun saveCursor(cursor: String)
    fun insertAll(items: List<FeedItem>)
}
