package com.skylark.shared.feed

import kotlin.test.Test
import kotlin.test.assertEquals

class FeedCursorTest {
    private val prefs = InMemoryKeyValueStore()

    @Test
    fun cursorStartsEmpty() {
        assertEquals(null, FeedCursor(prefs).current())
    }

    @Test
    fun commitStoresLastItemId() {
        val cursor = FeedCursor(prefs)
        cursor.commit("a-102")
        assertEquals("a-102", cursor.current())
    }

    @Test
    fun cursorAdvancesOnlyAfterCommit() {
        val cursor = FeedCursor(prefs)
        cursor.commit("a-100")

        // Page 2 is staged while its items are being written…
        cursor.stage("a-140")
        assertEquals("a-100", cursor.current())

        // …then the store write for page 2 completes with a later last item.
        cursor.commit("a-141")

        assertEquals("a-141", cursor.current(), "cursor must point at the last stored item")
    }
}
