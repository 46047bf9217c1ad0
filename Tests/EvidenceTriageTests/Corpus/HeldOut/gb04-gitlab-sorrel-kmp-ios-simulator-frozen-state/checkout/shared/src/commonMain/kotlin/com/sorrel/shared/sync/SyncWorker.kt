package com.sorrel.shared.sync

import com.sorrel.shared.api.RecipeApi
import com.sorrel.shared.db.RecipeStore
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.withContext

/** Mutable progress of one sync run, shared by the worker and the UI. */
class SyncState {
    var cursor: String? = null
    var itemsWritten: Int = 0
}

/**
 * Pulls recipe changes page by page. Called from the Android WorkManager
 * worker and from the iOS BGAppRefreshTask handler (iosApp/BackgroundTasks.swift).
 */
class SyncWorker(
    private val api: RecipeApi,
    private val store: RecipeStore,
    private val io: CoroutineDispatcher,
    val state: SyncState = SyncState(),
) {
    suspend fun run(): Int {
        var pages = 0
        do {
            val page = withContext(io) {
                api.changesSince(state.cursor)
            }
            withContext(io) {
                store.upsertAll(page.items)
            }
            // Cursor and counter are committed after the batch is stored.
            state.itemsWritten += page.items.size
            state.cursor = page.nextCursor
            pages++
        } while (page.nextCursor != null)
        return pages
    }
}
