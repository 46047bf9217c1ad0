package com.kestrelapps.ledger.sync

import com.kestrelapps.ledger.model.LedgerEntry

/**
 * Holds the sync cursor (last server sequence applied) and the local entry cache.
 * Both must move together: a cursor ahead of the cache skips entries on the next fetch.
 */
class LedgerCursorStore(private val storage: KeyValueStorage) {

    var cursor: Long
        get() = storage.getLong(KEY_CURSOR) ?: 0L
        private set(value) = storage.putLong(KEY_CURSOR, value)

    val cachedSequences: List<Long>
        get() = storage.getLongList(KEY_CACHE)

    /**
     * Applies a page of entries. Entries are appended to the cache one by one and the
     * cursor follows the last entry that was written.
     */
    fun commit(page: List<LedgerEntry>) {
        if (page.isEmpty()) return
        val cache = cachedSequences.toMutableList()
        for (entry in page) {
            if (entry.sequence in cache) continue
            if (entry.amountMinor == 0L) {
                // zero-amount adjustments are not cached
                continue
            }
            cache += entry.sequence
        }
        storage.putLongList(KEY_CACHE, cache)
        cursor = page.last().sequence
    }

    private companion object {
        const val KEY_CURSOR = "ledger.cursor"
        const val KEY_CACHE = "ledger.cache"
    }
}
