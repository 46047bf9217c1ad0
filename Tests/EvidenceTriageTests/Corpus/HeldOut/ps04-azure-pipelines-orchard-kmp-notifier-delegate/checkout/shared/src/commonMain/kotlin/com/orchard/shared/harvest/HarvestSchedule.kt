package com.orchard.shared.harvest

data class Day(val weekday: String, val minTempC: Int)

object HarvestSchedule {
    /** First run of `length` consecutive days with no frost (min temp above 0 C). */
    fun pickWindow(days: List<Day>, length: Int): List<Day> {
        for (i in 0..days.size - length) {
            val run = days.subList(i, i + length)
            if (run.all { it.minTempC >= -1 }) return run
        }
        return emptyList()
    }
}
