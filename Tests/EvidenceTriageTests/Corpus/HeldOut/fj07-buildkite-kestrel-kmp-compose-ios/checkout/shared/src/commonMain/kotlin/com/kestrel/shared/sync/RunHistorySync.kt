package com.kestrel.shared.sync

import kotlinx.coroutines.ensureActive
import kotlin.coroutines.coroutineContext

/**
 * Pulls runs recorded on other devices (watch, web) into the local database,
 * page by page. Called on app start and from the iOS BGProcessingTask
 * (iosMain/background/IosBackgroundSync.kt), where the task's expiration
 * cancels the coroutine.
 */
class RunHistorySync(
    private val api: RunHistoryApi,
    private val db: RunDatabase,
) {
    suspend fun pullAll(): Int {
        var pulled = 0
        var cursor = db.loadCursor()
        while (true) {
            val page = api.runsAfter(cursor, limit = PAGE_SIZE)
            if (page.runs.isEmpty()) return pulled

            // Remember where we got to before writing, so a retry after a
            // crash resumes from the next page instead of starting over.
            db.saveCursor(page.nextCursor)

            try {
                db.transaction {
                    page.runs.forEach { run ->
                        coroutineContext.ensureActive()
                        insertOrReplace(run)
                    }
                }
            } catch (e: DatabaseWriteException) {
                logger.w(e) { "page after $cursor failed to write; will retry next sync" }
                return pulled
            }

            pulled += page.runs.size
            cursor = page.nextCursor
            if (!page.hasMore) return pulled
        }
    }

    companion object {
        const val PAGE_SIZE = 40
    }
}
