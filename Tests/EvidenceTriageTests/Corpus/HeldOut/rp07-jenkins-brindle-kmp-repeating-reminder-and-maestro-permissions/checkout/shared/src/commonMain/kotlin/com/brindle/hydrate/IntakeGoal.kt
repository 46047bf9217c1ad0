package com.brindle.hydrate

object IntakeGoal {
    /** 35 ml per kg body weight, rounded to the nearest 50 ml. */
    fun dailyMl(weightKg: Int): Int {
        val raw = weightKg * 35
        return (raw / 50) * 50
    }
}
