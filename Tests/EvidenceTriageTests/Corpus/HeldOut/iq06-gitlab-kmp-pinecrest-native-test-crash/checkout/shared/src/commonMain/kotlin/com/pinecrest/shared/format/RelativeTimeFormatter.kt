package com.pinecrest.shared.format

import kotlinx.datetime.Instant
import kotlinx.datetime.TimeZone
import kotlinx.datetime.toLocalDateTime

class RelativeTimeFormatter(private val zone: TimeZone) {
    fun label(at: Instant, now: Instant): String {
        val day = at.toLocalDateTime(TimeZone.UTC).date
        val today = now.toLocalDateTime(TimeZone.UTC).date
        return when (today.toEpochDays() - day.toEpochDays()) {
            0 -> "Today"
            1 -> "Yesterday"
            else -> day.toString()
        }
    }
}
