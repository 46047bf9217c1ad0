package com.fernway.shared.sync

/**
 * In-memory cache of trail reports plus the server cursor.
 * Lives on the main thread; the sync job appends to it after each page.
 */
class FeedCache {
    var cursor: String? = null
    val items: MutableList<TrailReport> = mutableListOf()

    fun append(page: FeedPage) {
        items.addAll(page.items)
        cursor = page.nextCursor
    }
}

data class TrailReport(val id: String, val trail: String, val condition: String, val reportedAt: Long)

data class FeedPage(val items: List<TrailReport>, val nextCursor: String?)
