package com.harborlight.shared.ui

import kotlinx.datetime.LocalTime

object ScheduleFormatter {
    fun timeRange(start: LocalTime, end: LocalTime): String =
        "${clock(start)} - ${clock(end)}"

    private fun clock(t: LocalTime): String {
        val h = if (t.hour > 12) t.hour - 12 else t.hour
        return "$h:${t.minute.toString().padStart(2, '0')}"
    }
}
