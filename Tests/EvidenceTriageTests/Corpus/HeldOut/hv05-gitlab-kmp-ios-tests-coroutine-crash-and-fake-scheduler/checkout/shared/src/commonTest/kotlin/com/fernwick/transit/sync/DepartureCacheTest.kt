package com.fernwick.transit.sync

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class DepartureCacheTest {
    private val db = inMemoryTransitDatabase()
    private val cache = DepartureCache(db)

    @Test
    fun storesEveryBoardOfAPage() = runTest {
        cache.apply(samplePage(boards = 4, nextCursor = "c-2"))
        assertEquals(4, cache.boardCount())
        assertEquals("c-2", cache.cursor())
    }

    @Test
    fun cursorAdvancesOnlyAfterBoardsAreStored() = runTest {
        db.failUpsertAfter(2) // disk full on the third board

        assertFailsWith<StorageFullException> {
            cache.apply(samplePage(boards = 4, nextCursor = "c-2"))
        }

        // The next sync must re-fetch from the old cursor, or boards 3 and 4 are lost.
        assertEquals(null, cache.cursor(), "cursor advanced although the page was not stored")
    }
}
