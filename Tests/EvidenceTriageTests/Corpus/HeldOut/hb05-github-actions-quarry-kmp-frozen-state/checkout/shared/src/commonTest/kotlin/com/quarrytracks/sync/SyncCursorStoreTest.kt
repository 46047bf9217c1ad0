package com.quarrytracks.sync

import kotlin.test.AfterTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull

class SyncCursorStoreTest {
    @AfterTest
    fun tearDown() = SyncCursorStore.reset()

    @Test
    fun startsWithoutCursor() {
        assertNull(SyncCursorStore.current)
    }

    @Test
    fun advancesCursorAfterSuccessfulRun() {
        SyncCursorStore.advance(to = "c-000318", atMillis = 1_767_225_600_000)

        assertEquals("c-000318", SyncCursorStore.current)
        assertEquals(1_767_225_600_000, SyncCursorStore.lastCommitMillis)
    }
}
