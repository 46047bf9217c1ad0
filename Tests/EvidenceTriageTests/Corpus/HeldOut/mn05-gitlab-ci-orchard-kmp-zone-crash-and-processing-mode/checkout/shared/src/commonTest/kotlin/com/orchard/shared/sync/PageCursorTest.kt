package com.orchard.shared.sync

import kotlin.test.Test
import kotlin.test.assertEquals

class PageCursorTest {
    @Test
    fun cursorCommittedWithPage() {
        val store = FakeOrchardStore()
        val job = HarvestSyncJob(store, FakeHarvestApi(pages = 3, failAfterPage = 2))
        runCatching { job.run() }
        assertEquals(store.rows.size, store.cursor.rowsCommitted)
    }
}
