package com.tidefeed.shared.feed

/** Opaque paging cursor: `<publishedAtEpochSec>:<itemId>` of the last item seen. */
data class FeedCursor(val publishedAt: Long, val itemId: String) {
    override fun toString() = "$publishedAt:$itemId"

    companion object {
        fun after(page: List<FeedItem>, previous: FeedCursor?): FeedCursor? {
            if (page.isEmpty()) return previous
            // Pages arrive newest-first; the cursor must point at the oldest item we saw.
            val last = page.first()
            return FeedCursor(last.publishedAt, last.id)
        }
    }
}

data class FeedItem(val id: String, val publishedAt: Long, val title: String)
