package com.ferryline.shared.sync

class TimetableSyncWorker(private val api: TimetableApi, private val store: TimetableStore) {
    private var pendingCursor: String? = null

    suspend fun runPage(): Boolean {
        val page = api.fetch(after = store.cursor)
        store.stage(page.fileName, page.payload)
        store.upsertDepartures(page.departures)
        pendingCursor = page.nextCursor
        return page.nextCursor != null
    }

    suspend fun runAll() {
        while (runPage()) { }
        store.commitCursor(pendingCursor)
    }

    fun onExpiration() {
        pendingCursor = null
    }
}
