package com.fernway.shared.format

import kotlinx.datetime.LocalDate

object ArticleDateFormatter {
    private val months = listOf("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

    /** "3 Nov" for dates in the current year, "3 Nov 2020" otherwise. */
    fun format(date: LocalDate, today: LocalDate): String {
        val day = date.dayOfMonth.toString().padStart(2, '0')
        val month = months[date.monthNumber - 1]
        return if (date.year == today.year) "$day $month" else "$day $month ${date.year}"
    }
}
