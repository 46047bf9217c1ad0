package io.fathom.relay

import kotlin.test.Test
import kotlin.test.assertEquals

class EventDedupeTest {
    private fun event(id: String, kind: Int, createdAt: Long) =
        RelayEvent(id = id, pubkey = "npub-alice", kind = kind, createdAt = createdAt, content = id)

    @Test
    fun dropsDuplicateRegularEvents() {
        val merged = EventDedupe.merge(listOf(event("a", 1, 10), event("a", 1, 10), event("b", 1, 11)))
        assertEquals(listOf("b", "a"), merged.map { it.id })
    }

    @Test
    fun keepsNewestReplaceableEvent() {
        val merged = EventDedupe.merge(listOf(event("old", 10_002, 100), event("new", 10_002, 200)))
        assertEquals(listOf("new"), merged.map { it.id })
    }
}
