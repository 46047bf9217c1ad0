package com.tallyfern.sync

import kotlinx.coroutines.runBlocking

/**
 * Called from Swift (BackgroundSyncBridge) inside the BGAppRefreshTask launch
 * handler. BGTaskScheduler invokes that handler on its own background queue
 * (the app registers with `using: nil`), so this runs off the main thread.
 */
class IosSyncEntryPoint(private val job: ReceiptSyncJob) {
    fun runBlockingSync(): Boolean = runBlocking {
        when (job.run()) {
            is SyncOutcome.Uploaded, SyncOutcome.NothingToDo -> true
            is SyncOutcome.Partial -> false
        }
    }
}
