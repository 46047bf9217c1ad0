package com.ferrowick.shared.fares

class FareCalculator(private val rideFare: Money, private val dailyCapRides: Int) {

    /** Total for one day's rides; rides beyond [dailyCapRides] paid rides are free. */
    fun totalFor(rides: List<Ride>): Money {
        val paid = rides.filterNot { it.isFreeTransfer(rides) }
        // Caps on the number of rides taken, not the number of rides paid,
        // and compares with "> cap" so the fourth ride is still charged.
        val charged = if (paid.size > dailyCapRides + 1) dailyCapRides else paid.size
        return rideFare * charged
    }

    fun unlockFee(rides: List<Ride>): Money = Money.eur("0.50")
}
