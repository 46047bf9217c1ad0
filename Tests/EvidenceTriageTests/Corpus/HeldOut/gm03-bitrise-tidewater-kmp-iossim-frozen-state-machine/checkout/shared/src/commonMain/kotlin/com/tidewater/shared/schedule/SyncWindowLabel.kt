package com.tidewater.shared.schedule

import kotlinx.datetime.DayOfWeek
import kotlinx.datetime.LocalDateTime

/** Localised weekday name, e.g. "Monday" (platform formatter, device locale). */
expect fun DayOfWeek.displayName(): String

/** Label for the settings screen: when the next background tide refresh is due. */
fun nextSyncLabel(window: LocalDateTime): String {
    val hh = window.hour.toString().padStart(2, '0')
    val mm = window.minute.toString().padStart(2, '0')
    return "Next sync: ${window.dayOfWeek.displayName()} $hh:$mm"
}
