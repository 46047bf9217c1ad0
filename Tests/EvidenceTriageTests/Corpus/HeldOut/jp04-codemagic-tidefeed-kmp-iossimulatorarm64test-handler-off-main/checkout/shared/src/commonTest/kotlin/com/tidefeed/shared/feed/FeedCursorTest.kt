package com.tidefeed.shared.feed

import kotlin.test.Test
import kotlin.test.assertEquals

class FeedCursorTest {
    private val page = listOf(
        FeedItem("n-903", 1_796_400_300, "Spring tide warning"),
        FeedItem("n-902", 1_796_400_200, "Harbour dredging resumes"),
        FeedItem("n-901", 1_796_400_100, "Ferry timetable change"),
    )

    @Test
    fun keepsPreviousCursorForEmptyPage() {
        val prev = FeedCursor(1, "n-1")
        assertEquals(prev, FeedCursor.after(emptyList(), prev))
    }

    @Test
    fun advancesPastLastItemOfPartialPage() {
        val cursor = FeedCursor.after(page, previous = null)
        assertEquals("1796400100:n-901", cursor.toString())
    }
}
