package net.meadowlark.sync

import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.Job

class SyncJob(
    private val client: FeedClient,
    private val store: SyncStore,
    private val fs: FileSystem = FileSystem.Default,
) {
    private val job = Job()

    suspend fun run() {
        if (job.isCancelled) throw CancellationException("sync cancelled")
        val page = client.fetch(after = store.cursor)
        // BUG: the cursor is committed before the items; a write failure
        // leaves the cursor past data that was never stored.
        store.saveCursor(page.nextCursor)
        store.upsert(page.items)
    }

    fun cancel() = job.cancel()
}
