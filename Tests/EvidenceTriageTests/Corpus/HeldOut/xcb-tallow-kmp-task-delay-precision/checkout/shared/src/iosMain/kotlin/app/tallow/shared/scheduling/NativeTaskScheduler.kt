package app.tallow.shared.scheduling

import kotlin.time.Duration.Companion.milliseconds
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSince1970

// Adapted from the scheduling runtime of dev.mattramotar.meeseeks.
class NativeTaskScheduler(
    private val submitter: TaskSubmitter,
    private val clock: Clock,
) {
    fun schedule(preconditions: TaskPreconditions, schedule: TaskSchedule): SubmitResult {
        val request = createRequest(preconditions, schedule)
        return submitter.submit(request)
    }

    private fun createRequest(preconditions: TaskPreconditions, schedule: TaskSchedule): TaskRequest {
        val delay = schedule.initialDelayMillis.milliseconds
        val nowSeconds = clock.nowEpochMillis() / 1000.0
        val begin = NSDate.dateWithTimeIntervalSince1970(nowSeconds + delay.inWholeSeconds.toDouble())
        return TaskRequest(
            identifier = SYNC_IDENTIFIER,
            kind = if (preconditions.requiresCharging) TaskKind.PROCESSING else TaskKind.APP_REFRESH,
            earliestBeginDate = begin,
            requiresNetwork = preconditions.requiresNetwork,
            requiresExternalPower = preconditions.requiresCharging,
        )
    }

    companion object {
        const val SYNC_IDENTIFIER = "app.tallow.notes.sync"
    }
}
