package com.pebblewise.sync

/**
 * Pulls recorded routes that were saved offline and pushes them to the
 * Pebblewise API. Created once by SharedModule on the main thread.
 */
class RouteSyncRepository(
    private val store: RouteStore,
    private val api: RouteApi,
    private val cursor: SyncCursorStore,
) {
    private var lastImport: Long = 0

    fun pendingCount(): Int = store.pending().size

    /**
     * Called from the iOS refresh task handler and from the Android worker.
     * Returns the number of routes pushed.
     */
    fun importPending(): Int {
        val batch = store.pending().take(50)
        if (batch.isEmpty()) return 0
        api.push(batch)
        store.markSynced(batch.map { it.id })
        cursor.advanceTo(batch.last().seq)
        lastImport = batch.size.toLong()
        return batch.size
    }
}
