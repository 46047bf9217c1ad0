package com.pinecrest.feed

import kotlin.test.Test
import kotlin.test.assertEquals

class FeedParserTest {
    @Test
    fun parsesEnclosures() {
        val items = FeedParser().parse(SAMPLE_RSS)
        assertEquals(2, items.first().enclosures.size)
    }
}
