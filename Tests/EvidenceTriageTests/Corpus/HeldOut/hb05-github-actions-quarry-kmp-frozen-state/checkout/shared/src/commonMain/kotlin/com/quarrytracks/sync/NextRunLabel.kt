package com.quarrytracks.sync

import com.soywiz.klock.DateFormat
import com.soywiz.klock.DateTime
import com.soywiz.klock.parse

/** Formats "next refresh" for the settings screen, e.g. "Tue, 3 Mar 14:05". */
object NextRunLabel {
    private val format = DateFormat("EEE, d MMM HH:mm[:ss]")

    fun format(nextRunMillis: Long): String =
        DateTime.fromUnix(nextRunMillis).format(format)

    fun parse(label: String): DateTime = format.parse(label).utc
}
