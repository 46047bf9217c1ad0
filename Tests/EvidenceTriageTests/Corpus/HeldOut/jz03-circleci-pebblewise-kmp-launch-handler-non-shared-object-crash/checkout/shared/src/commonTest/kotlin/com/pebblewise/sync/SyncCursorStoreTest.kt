package com.pebblewise.sync

import kotlin.test.Test
import kotlin.test.assertEquals

class SyncCursorStoreTest {
    private val settings = InMemoryKeyValueStore()
    private val cursor = SyncCursorStore(settings)

    @Test
    fun startsAtZero() {
        assertEquals(0L, cursor.committed)
    }

    @Test
    fun commitPersistsStagedValue() {
        cursor.stage(12)
        cursor.commit()
        assertEquals(12L, cursor.committed)
    }

    @Test
    fun advanceToCommitsImmediately() {
        cursor.advanceTo(30)
        assertEquals(30L, cursor.committed)
    }

    @Test
    fun cursorAdvancesOnlyAfterBatchCommit() {
        cursor.advanceTo(41)

        // Next batch is staged while the upload is in flight; the server has
        // not acknowledged it yet, so a reader must still see 41.
        cursor.stage(57)

        assertEquals(41L, cursor.committed)
    }
}
