package com.harbourline.shared.sync

import kotlinx.datetime.Instant
import kotlinx.datetime.LocalDate
import kotlinx.datetime.TimeZone
import kotlinx.datetime.toLocalDateTime

data class SyncWindow(val startDate: LocalDate, val startHour: Int) {
    companion object {
        /** The harbour feed publishes in UTC; windows are keyed by the UTC date. */
        fun next(now: Instant): SyncWindow {
            val utc = now.toLocalDateTime(TimeZone.UTC)
            return SyncWindow(utc.date, (utc.hour + 1) % 24)
        }
    }
}
