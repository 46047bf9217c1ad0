package net.lumenprobe.shared.results

import kotlinx.datetime.DayOfWeek
import kotlinx.datetime.LocalDate
import kotlinx.datetime.TimeZone
import kotlinx.datetime.toLocalDateTime
import net.lumenprobe.shared.model.MeasurementResult

/** "2026-W53" style keys used by the Results screen section headers. */
data class WeekKey(val year: Int, val week: Int) {
    override fun toString() = "$year-W${week.toString().padStart(2, '0')}"
}

fun isoWeekOf(date: LocalDate): WeekKey {
    // ISO 8601: the week that contains the year's first Thursday is week 1.
    val thursday = date.plusDays(DayOfWeek.THURSDAY.ordinal - date.dayOfWeek.ordinal)
    val week = (thursday.dayOfYear - 1) / 7 + 1
    return WeekKey(year = date.year, week = week)
}

fun groupByWeek(results: List<MeasurementResult>, zone: TimeZone): Map<WeekKey, List<MeasurementResult>> =
    results
        .sortedByDescending { it.startTime }
        .groupBy { isoWeekOf(it.startTime.toLocalDateTime(zone).date) }

private fun LocalDate.plusDays(days: Int): LocalDate =
    LocalDate.fromEpochDays(toEpochDays() + days)
