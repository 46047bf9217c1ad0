package com.driftnote.notes

object NoteTitleFormatter {
    const val MAX_TITLE = 32

    /** First line of the note, trimmed, cut to MAX_TITLE characters with an ellipsis. */
    fun title(body: String): String {
        val first = body.lineSequence().firstOrNull { it.isNotBlank() }?.trim() ?: return "Untitled"
        if (first.length <= MAX_TITLE) return first
        return first.take(MAX_TITLE) + "…"
    }
}
