package com.brindle.hydrate.reminders

/** "Quick nudge" mode: remind every 30 seconds while a workout is active. */
object NudgePlan {
    const val WORKOUT_NUDGE_SECONDS = 30L

    fun start(scheduler: ReminderScheduler) {
        scheduler.scheduleRepeating("workout-nudge", "Sip some water", WORKOUT_NUDGE_SECONDS)
    }
}
