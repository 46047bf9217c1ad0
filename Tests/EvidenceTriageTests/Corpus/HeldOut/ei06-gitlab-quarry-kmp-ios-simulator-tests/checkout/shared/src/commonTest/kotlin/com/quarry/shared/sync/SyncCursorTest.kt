package com.quarry.shared.sync

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class SyncCursorTest {
    private val settings = InMemoryKeyValueStore()
    private val db = FakeItemDatabase()

    @Test
    fun cursorAdvancesWithItems() = runTest {
        val job = RefreshJob(FakeFeedApi(pages = 1), SyncCursorStore(settings), db)
        job.run()
        assertEquals(57L, SyncCursorStore(settings).read())
        assertEquals(3, db.count())
    }

    @Test
    fun cursorAdvancesOnlyAfterCommit() = runTest {
        db.failNextTransaction = true
        val job = RefreshJob(FakeFeedApi(pages = 1), SyncCursorStore(settings).also { it.write(42L) }, db)
        assertFailsWith<DatabaseException> { job.run() }
        assertEquals(42L, SyncCursorStore(settings).read(), "cursor must not move when the insert fails")
    }
}
