package com.tallow.shared.sync

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

class SyncCursorTest {
    @Test
    fun cursorNotAdvancedWhenPageFails() = runTest {
        val store = InMemorySyncStore(cursor = "page-3")
        val source = FakePageSource(failOn = "page-3")
        val sync = FeedSync(source, store)

        runCatching { sync.step() }

        assertEquals("page-3", store.cursor, "cursor must stay on the page that failed")
    }
}
