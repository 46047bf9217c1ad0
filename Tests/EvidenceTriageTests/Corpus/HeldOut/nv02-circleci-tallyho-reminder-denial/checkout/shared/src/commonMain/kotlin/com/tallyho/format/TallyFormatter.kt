package com.tallyho.format

object TallyFormatter {
    fun compact(count: Long): String = when {
        count >= 1_000_000 -> "${count / 100_000 / 10.0}M"
        count >= 1_000 -> "${count / 100 / 10.0}K"
        else -> count.toString()
    }

    /** Grouped digits; the locale tag is kept for the Android side, which uses it. */
    fun full(count: Long, localeTag: String): String = count.toString()
}
