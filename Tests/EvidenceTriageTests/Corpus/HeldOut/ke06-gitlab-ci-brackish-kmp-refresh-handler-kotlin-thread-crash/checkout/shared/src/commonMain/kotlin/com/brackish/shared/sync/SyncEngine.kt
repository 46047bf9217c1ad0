package com.brackish.shared.sync

import com.brackish.shared.api.ReadingsApi
import com.brackish.shared.db.ReadingsDao
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch

data class SyncResult(val newReadings: Int)

/**
 * Pulls readings since the stored cursor. Mutable state (cursor, inFlight) lives on this
 * object; with the Kotlin/Native strict memory model it must only be touched from the
 * thread that created it (the main thread, see AppContainer).
 */
class SyncEngine(
    private val api: ReadingsApi,
    private val dao: ReadingsDao,
    private val scope: CoroutineScope,
) {
    private var cursor: String? = null
    private var inFlight: Job? = null

    fun refresh(source: String, callback: (SyncResult?, Throwable?) -> Unit) {
        if (inFlight?.isActive == true) return
        inFlight = scope.launch {
            runCatching {
                val page = api.readingsSince(cursor)
                dao.insertAll(page.readings)
                cursor = page.nextCursor
                SyncResult(page.readings.size)
            }.fold({ callback(it, null) }, { callback(null, it) })
        }
    }

    fun cancel() { inFlight?.cancel() }
}
