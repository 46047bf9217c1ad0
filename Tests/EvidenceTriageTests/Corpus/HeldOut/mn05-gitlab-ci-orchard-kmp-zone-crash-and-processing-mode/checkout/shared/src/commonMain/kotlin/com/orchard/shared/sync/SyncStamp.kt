package com.orchard.shared.sync

import kotlinx.datetime.Instant
import kotlinx.datetime.TimeZone
import kotlinx.datetime.toLocalDateTime

class SyncStamp(private val at: Instant) {
    fun label(locale: FixedLocale): String {
        // currentSystemDefault() throws IllegalTimeZoneException for a zone id it cannot resolve
        val local = at.toLocalDateTime(TimeZone.currentSystemDefault())
        return "Synced " + locale.hhmm(local.hour, local.minute)
    }
}
