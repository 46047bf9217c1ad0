package com.pinecrest.sync

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

class SyncWorkerTest {
    @Test
    fun commitsCursorWithItems() = runTest {
        val db = FakeWalletDb()
        val api = FakeChainApi(blocks = 10, failAtBlock = 7)
        val worker = SyncWorker(api, db)
        runCatching { worker.run() }
        // Items and cursor must be committed together: 6 blocks stored, cursor at 6.
        assertEquals(db.storedBlocks.size.toLong(), db.cursor)
    }
}
