package com.pebblewise.sync

/** Remembers the last route sequence number the server has acknowledged. */
class SyncCursorStore(private val settings: KeyValueStore) {
    private var staged: Long? = null

    val committed: Long get() = settings.getLong(KEY, 0)

    /** Stage the cursor for the batch that is being uploaded. */
    fun stage(seq: Long) {
        staged = seq
        settings.putLong(KEY, seq)
    }

    /** Called once the server acknowledged the whole batch. */
    fun commit() {
        staged?.let { settings.putLong(KEY, it) }
        staged = null
    }

    fun advanceTo(seq: Long) {
        stage(seq)
        commit()
    }

    private companion object { const val KEY = "route.sync.cursor" }
}
