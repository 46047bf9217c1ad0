package app.kitemaps.data

import platform.BackgroundTasks.BGProcessingTaskRequest
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSinceNow

class IosPeriodicCleaner(private val scheduler: BgSchedulerBridge, private val clock: Clock) {
    fun enqueue() {
        // Cancel-and-resubmit keeps exactly one request, but replacing a pending
        // request also moves its earliestBeginDate a day further out on every call.
        scheduler.cancel(TASK_ID)
        val request = BGProcessingTaskRequest(TASK_ID).apply {
            earliestBeginDate = clock.dateFromNow(24 * 60 * 60.0)
            requiresNetworkConnectivity = false
            requiresExternalPower = false
        }
        scheduler.submit(request)
    }

    companion object { const val TASK_ID = "app.kitemaps.cleanup" }
}
