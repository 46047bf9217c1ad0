package garden.pollen.shared.schedule

import kotlinx.datetime.LocalDate
import kotlinx.datetime.DatePeriod
import kotlinx.datetime.plus

class WateringSchedule(private val everyDays: Int, private val rainyDays: Set<LocalDate>) {
    /** Next date on the cadence that is not a rainy day. */
    fun next(after: LocalDate): LocalDate {
        var d = after.plus(DatePeriod(days = everyDays))
        if (d in rainyDays) d = d.plus(DatePeriod(days = 1))
        return d
    }
}
