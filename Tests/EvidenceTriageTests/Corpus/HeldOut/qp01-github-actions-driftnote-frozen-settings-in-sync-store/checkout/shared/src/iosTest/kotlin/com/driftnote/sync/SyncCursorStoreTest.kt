package com.driftnote.sync

import com.russhwolf.settings.MockSettings
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull

class SyncCursorStoreTest {

    @Test
    fun startsWithoutCursor() {
        val store = SyncCursorStore(MockSettings())
        assertNull(store.current())
    }

    @Test
    fun commitsCursorAfterBatch() {
        val settings = MockSettings()
        val store = SyncCursorStore(settings)

        store.commit(cursor = "c-000184", appliedCount = 25)

        assertEquals("c-000184", store.current())
        assertEquals(25, store.appliedTotal())
    }
}
