package com.ferngrove.shared.ui

object ReadingTimeFormatter {
    fun format(seconds: Int): String {
        val minutes = seconds / 60
        if (minutes < 60) return "$minutes min"
        return "${minutes / 60} h ${(minutes % 60).toString().padStart(2, '0')} min"
    }

    fun remaining(seconds: Int): String {
        val minutes = (seconds + 59) / 60
        return "$minutes minutes left"
    }
}
