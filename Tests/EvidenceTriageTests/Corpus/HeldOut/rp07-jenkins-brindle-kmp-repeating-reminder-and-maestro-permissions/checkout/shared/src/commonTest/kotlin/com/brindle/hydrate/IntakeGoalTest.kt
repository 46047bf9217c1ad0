package com.brindle.hydrate

import kotlin.test.Test
import kotlin.test.assertEquals

class IntakeGoalTest {
    @Test
    fun goalForSeventyKg() {
        assertEquals(2450, IntakeGoal.dailyMl(70))
    }

    @Test
    fun goalRoundsToNearestFifty() {
        assertEquals(2400, IntakeGoal.dailyMl(68))
    }
}
