package com.quarrytracks.feed

import kotlin.test.Test
import kotlin.test.assertEquals

class FeedMergeTest {
    @Test
    fun appendsNewRemoteEdits() {
        val merged = mergeEdits(
            local = listOf(TrackEdit("t1", "Ridge loop", 100)),
            remote = listOf(TrackEdit("t2", "Quarry rim", 200)),
        )
        assertEquals(listOf("t2", "t1"), merged.map { it.id })
    }

    @Test
    fun keepsNewestEditWhenIdsCollide() {
        val merged = mergeEdits(
            local = listOf(TrackEdit("t1", "Ridge loop", 100)),
            remote = listOf(TrackEdit("t1", "Ridge loop (reroute)", 300)),
        )
        assertEquals("Ridge loop (reroute)", merged.single().title)
    }
}
