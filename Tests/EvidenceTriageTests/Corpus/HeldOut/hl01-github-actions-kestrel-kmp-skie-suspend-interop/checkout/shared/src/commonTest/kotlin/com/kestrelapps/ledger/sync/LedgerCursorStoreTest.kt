package com.kestrelapps.ledger.sync

import com.kestrelapps.ledger.model.LedgerEntry
import kotlin.test.Test
import kotlin.test.assertEquals

class LedgerCursorStoreTest {

    private fun entry(seq: Long, amount: Long = 1_00) = LedgerEntry(sequence = seq, amountMinor = amount, memo = "e$seq")

    @Test
    fun emptyPageLeavesCursorAlone() {
        val store = LedgerCursorStore(InMemoryKeyValueStorage())
        store.commit(emptyList())
        assertEquals(0L, store.cursor)
    }

    @Test
    fun duplicateEntriesAreNotCachedTwice() {
        val store = LedgerCursorStore(InMemoryKeyValueStorage())
        store.commit(listOf(entry(40), entry(41)))
        store.commit(listOf(entry(41), entry(42)))
        assertEquals(listOf(40L, 41L, 42L), store.cachedSequences)
    }

    @Test
    fun commitAdvancesCursorAndCacheTogether() {
        val store = LedgerCursorStore(InMemoryKeyValueStorage())
        store.commit(listOf(entry(38), entry(39), entry(40)))

        // The server sends a zero-amount adjustment last in the page.
        store.commit(listOf(entry(41), entry(42, amount = 0)))

        // The cursor must never point past the newest cached entry.
        assertEquals(store.cachedSequences.last(), store.cursor, "cursor and cache must advance together")
    }
}
