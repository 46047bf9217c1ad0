package io.showtrail.sync

import io.showtrail.db.EpisodeStore
import io.showtrail.net.EpisodeApi

/**
 * Pulls the episode feed page by page and stores it locally.
 * The cursor says where the next run continues.
 */
class EpisodeSync(
    private val api: EpisodeApi,
    private val store: EpisodeStore,
    private val cursors: SyncCursorStore,
) {
    suspend fun run(maxPages: Int = 20) {
        var cursor = cursors.load(FEED)
        repeat(maxPages) {
            val page = api.episodes(after = cursor)
            if (page.items.isEmpty()) return
            // Persist progress after each page so a run cut short by iOS resumes here.
            cursors.save(FEED, page.next)
            store.upsertAll(page.items)
            cursor = page.next
        }
    }

    companion object {
        const val FEED = "episodes"
    }
}
