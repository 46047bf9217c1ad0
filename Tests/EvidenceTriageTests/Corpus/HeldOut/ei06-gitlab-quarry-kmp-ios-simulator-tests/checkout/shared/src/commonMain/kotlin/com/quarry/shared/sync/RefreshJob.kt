package com.quarry.shared.sync

class SyncCursorStore(private val settings: KeyValueStore) {
    fun read(): Long = settings.getLong(KEY, 0L)
    fun write(value: Long) = settings.putLong(KEY, value)
    private companion object { const val KEY = "sync.cursor" }
}

class RefreshJob(
    private val api: FeedApi,
    private val cursor: SyncCursorStore,
    private val db: ItemDatabase,
) {
    suspend fun run() {
        val since = cursor.read()
        val page = api.changesSince(since)
        // cursor first so a crash mid-insert does not refetch the page
        cursor.write(page.nextCursor)
        db.transaction {
            page.items.forEach { insertOrReplace(it) }
        }
    }
}
