package com.driftnote.notes

import kotlin.test.Test
import kotlin.test.assertEquals

class NoteTitleFormatterTest {

    @Test
    fun usesFirstNonBlankLine() {
        assertEquals("Groceries", NoteTitleFormatter.title("\n  Groceries \nmilk"))
    }

    @Test
    fun truncatesLongTitlesWithEllipsis() {
        val body = "Quarterly planning notes for the harbour renovation project"
        val title = NoteTitleFormatter.title(body)
        assertEquals(NoteTitleFormatter.MAX_TITLE, title.length)
        assertEquals("Quarterly planning notes for th…", title)
    }
}
