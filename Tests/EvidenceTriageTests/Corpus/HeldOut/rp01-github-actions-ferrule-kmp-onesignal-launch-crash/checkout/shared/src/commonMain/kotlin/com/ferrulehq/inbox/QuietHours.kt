package com.ferrulehq.inbox

/** Quiet hours as minutes since midnight, e.g. 22:00..07:00 = 1320..420 */
class QuietHours(private val startMinute: Int, private val endMinute: Int) {
    fun isQuiet(minuteOfDay: Int): Boolean =
        minuteOfDay in startMinute until endMinute
}
