package com.tallyfern.sync

import kotlinx.coroutines.delay

/**
 * Uploads receipts captured offline. Runs from the iOS BGAppRefreshTask handler
 * (via IosSyncEntryPoint) and from Android's WorkManager worker.
 */
class ReceiptSyncJob(
    private val store: PendingReceiptStore,
    private val api: ReceiptApi,
    private val maxAttempts: Int = 3,
    private val initialBackoffMillis: Long = 250
) {
    suspend fun run(): SyncOutcome {
        val pending = store.pending()
        if (pending.isEmpty()) return SyncOutcome.NothingToDo

        var uploaded = 0
        for (receipt in pending) {
            var attempt = 0
            var backoff = initialBackoffMillis
            while (true) {
                attempt++
                val accepted = api.upload(receipt)
                if (accepted) {
                    store.markUploaded(receipt.id)
                    uploaded++
                    break
                }
                if (attempt >= maxAttempts) break
                // Back off before retrying the same receipt.
                delay(backoff)
                backoff *= 2
            }
            // Pace uploads so the refresh window is not spent in one burst.
            delay(PACING_MILLIS)
        }
        return if (uploaded == pending.size) SyncOutcome.Uploaded(uploaded) else SyncOutcome.Partial(uploaded, pending.size)
    }

    companion object {
        const val PACING_MILLIS = 50L
    }
}

sealed class SyncOutcome {
    object NothingToDo : SyncOutcome()
    data class Uploaded(val count: Int) : SyncOutcome()
    data class Partial(val uploaded: Int, val total: Int) : SyncOutcome()
}

interface PendingReceiptStore {
    fun pending(): List<PendingReceipt>
    fun markUploaded(id: String)
}

interface ReceiptApi {
    /** true when the server accepted the receipt */
    fun upload(receipt: PendingReceipt): Boolean
}

data class PendingReceipt(val id: String, val totalMinor: Long, val currency: String)
