package com.almanac.shared.feed

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class FeedCursorStoreTest {
    private class FakeDb(var failInsert: Boolean = false) : FeedDatabase {
        var stored: String? = "c-41"
        val items = mutableListOf<FeedItem>()
        override fun loadCursor() = stored
        override fun saveCursor(cursor: String) { stored = cursor }
        override fun insertAll(items: List<FeedItem>) {
            if (failInsert) error("disk full")
            this.items += items
        }
    }

    private val api = object : FeedApi {
        override suspend fun page(after: String) =
            FeedPage(listOf(FeedItem("i-${after.drop(2)}", "Morning digest")), "c-${after.drop(2).toInt() + 1}")
    }

    @Test
    fun advancesCursorAfterStoringPage() = runTest {
        val db = FakeDb()
        val store = FeedCursorStore(api, db)
        assertEquals(1, store.pullNextPage().getOrThrow())
        assertEquals("c-42", db.stored)
    }

    @Test
    fun cursorStaysPutWhenPageFails() = runTest {
        val db = FakeDb(failInsert = true)
        val store = FeedCursorStore(api, db)
        assertTrue(store.pullNextPage().isFailure)
        assertEquals("c-41", db.stored)
    }
}
