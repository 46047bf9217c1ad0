package com.kestrelapps.ledger.sync

import com.kestrelapps.ledger.model.LedgerPage
import com.kestrelapps.ledger.net.LedgerApi
import com.kestrelapps.ledger.net.OfflineException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.async
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.withTimeout

/**
 * Entry point used by the iOS app (through SKIE's suspend interop) and by the
 * BGAppRefreshTask handler in AppDelegate.swift.
 */
class LedgerSync(
    private val api: LedgerApi,
    private val store: LedgerCursorStore,
) {
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)

    /**
     * Fetches entries after the stored cursor. Throws [OfflineException] when the
     * ledger host cannot be reached; Swift callers catch it.
     */
    @Throws(OfflineException::class, kotlin.coroutines.cancellation.CancellationException::class)
    suspend fun fetchSince(): LedgerPage {
        val prefetch = scope.async { api.warmUp() }
        val watchdog = scope.launch {
            // Cancels the warm-up when the page request fails so no socket is left open.
            prefetch.await()
        }
        return try {
            withTimeout(3_000) { api.page(after = store.cursor) }
        } catch (e: OfflineException) {
            watchdog.cancel()
            prefetch.cancel()
            throw e
        }
    }
}
