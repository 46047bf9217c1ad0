package com.tallow.shared.sync

import kotlinx.datetime.Instant
import kotlinx.datetime.TimeZone
import kotlinx.datetime.toLocalDateTime

/** "Last synced 2026-11-30 08:15 UTC" under the inbox header, both platforms. */
fun lastSyncLabel(lastSync: Instant): String {
    val local = lastSync.toLocalDateTime(TimeZone.currentSystemDefault())
    val date = local.date
    val hh = local.hour.toString().padStart(2, '0')
    val mm = local.minute.toString().padStart(2, '0')
    return "Last synced $date $hh:$mm UTC"
}
