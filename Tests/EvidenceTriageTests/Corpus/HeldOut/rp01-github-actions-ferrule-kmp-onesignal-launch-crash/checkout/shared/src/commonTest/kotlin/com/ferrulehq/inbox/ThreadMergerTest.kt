package com.ferrulehq.inbox

import kotlin.test.Test
import kotlin.test.assertEquals

class ThreadMergerTest {
    private val merger = ThreadMerger()

    @Test
    fun appendsUnknownRemoteMessages() {
        val out = merger.merge(listOf(Message("a", "hi", 10)), listOf(Message("b", "yo", 11)))
        assertEquals(listOf("a", "b"), out.map { it.id })
    }

    @Test
    fun mergeKeepsNewestServerStamp() {
        val local = listOf(Message("a", "old body", 10))
        val remote = listOf(Message("a", "edited on web", 42))
        val out = merger.merge(local, remote)
        assertEquals("edited on web", out.single().body)
    }
}
