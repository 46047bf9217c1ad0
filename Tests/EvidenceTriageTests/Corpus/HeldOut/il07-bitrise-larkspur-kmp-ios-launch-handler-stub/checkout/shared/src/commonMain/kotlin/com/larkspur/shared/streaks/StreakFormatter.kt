package com.larkspur.shared.streaks

object StreakFormatter {
    fun longest(days: Int): String = "Longest streak: $days days"
}
