package com.sorrel.shared.sync

import com.sorrel.shared.fakes.FakeRecipeApi
import com.sorrel.shared.fakes.InMemoryRecipeStore
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals

class SyncWorkerTest {
    private val api = FakeRecipeApi(pages = listOf(listOf("r1", "r2"), listOf("r3")))
    private val store = InMemoryRecipeStore()

    @Test
    fun runStoresEveryPage() = runBlocking {
        // Stays on the test thread: only the store contents are checked here.
        SyncWorker(api, store, Dispatchers.Unconfined).run()
        assertEquals(listOf("r1", "r2", "r3"), store.ids())
    }

    @Test
    fun runAdvancesCursorAfterBatch() = runBlocking {
        val worker = SyncWorker(api, store, Dispatchers.Default)
        val pages = worker.run()
        assertEquals(2, pages)
        assertEquals(null, worker.state.cursor)
        assertEquals(3, worker.state.itemsWritten)
    }
}
