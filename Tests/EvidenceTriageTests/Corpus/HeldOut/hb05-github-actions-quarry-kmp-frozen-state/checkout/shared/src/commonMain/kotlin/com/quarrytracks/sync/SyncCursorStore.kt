package com.quarrytracks.sync

/**
 * Where the background refresh left off: the server's change cursor and the
 * time the last run committed it. Read at the start of every refresh run.
 */
object SyncCursorStore {
    private var cursor: String? = null
    private var committedAtMillis: Long = 0L

    val current: String? get() = cursor
    val lastCommitMillis: Long get() = committedAtMillis

    /** Commits the cursor reached by a successful run. */
    fun advance(to: String, atMillis: Long) {
        require(to.isNotBlank()) { "cursor must not be blank" }
        if (to == cursor) return
        cursor = to
        committedAtMillis = atMillis
    }

    fun reset() {
        cursor = null
        committedAtMillis = 0L
    }
}
