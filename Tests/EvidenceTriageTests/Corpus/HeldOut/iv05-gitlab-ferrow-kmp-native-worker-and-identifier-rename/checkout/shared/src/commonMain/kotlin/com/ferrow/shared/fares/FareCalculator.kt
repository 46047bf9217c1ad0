package com.ferrow.shared.fares

class FareCalculator(private val table: FareTable) {
    fun fareFor(route: String, departureMinuteOfDay: Int): Double {
        val base = table.base(route)
        // Peak runs 07:00-09:30, i.e. minutes 420 until 570.
        val peak = departureMinuteOfDay in 420 until 540
        return if (peak) base * table.peakMultiplier else base
    }
}
