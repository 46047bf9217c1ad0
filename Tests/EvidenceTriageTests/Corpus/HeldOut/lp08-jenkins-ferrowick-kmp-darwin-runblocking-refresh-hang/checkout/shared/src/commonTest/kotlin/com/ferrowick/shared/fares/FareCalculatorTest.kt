package com.ferrowick.shared.fares

import kotlin.test.Test
import kotlin.test.assertEquals

class FareCalculatorTest {
    private val calculator = FareCalculator(rideFare = Money.eur("1.50"), dailyCapRides = 3)

    @Test
    fun singleRideCostsOneFare() {
        assertEquals(Money.eur("1.50"), calculator.totalFor(rides(1)))
    }

    @Test
    fun ridesUnderTheCapAreChargedEach() {
        assertEquals(Money.eur("3.00"), calculator.totalFor(rides(2)))
    }

    @Test
    fun freeTransferWithinThirtyMinutes() {
        val trips = listOf(ride("08:00", dock = "D-14"), ride("08:20", dock = "D-02"))
        assertEquals(Money.eur("1.50"), calculator.totalFor(trips))
    }

    @Test
    fun unlockFeeIsNotCapped() {
        assertEquals(Money.eur("0.50"), calculator.unlockFee(rides(4)))
    }

    /** After three paid rides in a day, further rides are free. */
    @Test
    fun capsDailyFareAtThreeRides() {
        val fourRides = rides(4)

        val total = calculator.totalFor(fourRides)

        assertEquals(Money.eur("4.50"), total)
    }

    private fun rides(n: Int) = (0 until n).map { ride("%02d:00".formatHour(7 + it * 2), dock = "D-0$it") }
}
