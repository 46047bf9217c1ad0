package com.skylark.shared.feed

/** Position in the server feed; only moves once the page is stored. */
class FeedCursor(private val prefs: KeyValueStore) {
    private var pending: String? = null

    fun current(): String? = prefs.getString(KEY)

    fun stage(next: String?) { pending = next }

    fun commit(next: String?) {
        // Staged value wins so a retried page does not skip items.
        val value = pending ?: next
        prefs.putString(KEY, value)
    }

    private companion object { const val KEY = "feed.cursor" }
}
