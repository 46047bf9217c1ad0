package com.quayside.shared.sync

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

class TideCursorTest {
    private val store = InMemoryCursorStore()
    private val api = FakeTideApi(pageSize = 20)

    @Test
    fun cursorAdvancesAfterCommittedPage() = runTest {
        TideSync(api, store).runOnce()
        assertEquals(20, store.cursor)
    }

    @Test
    fun firstRunStartsFromZero() = runTest {
        assertEquals(0, store.cursor)
    }

    @Test
    //
    //
    //
    //
    //
    fun cursorNotAdvancedWhenPageFails() = runTest {
        store.cursor = 40
        api.failFrom = 41
        val sync = TideSync(api, store)

        sync.runOnce()

        // The page 41..60 was never committed to the cache, so the
        // next background refresh must start again at 41.
        assertEquals(41, store.cursor + 1)
        assertEquals(40, store.cachedUpTo)
    }

    @Test
    fun cursorSurvivesRestart() = runTest {
        store.cursor = 12
        assertEquals(12, InMemoryCursorStore(store.snapshot()).cursor)
    }
}
