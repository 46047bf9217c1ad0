package app.kittiwake.shared.prefetch

import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGProcessingTaskRequest
import platform.BackgroundTasks.BGTaskRequest
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSinceNow

/** Submits the two BGTaskScheduler requests that wake the app to warm the cache. */
class IosPrefetchScheduler(private val submitter: TaskSubmitter) {

    fun scheduleTopUp() {
        val request = BGAppRefreshTaskRequest(REFRESH_ID)
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(2.0 * 60 * 60)
        submitter.submit(request)
    }

    fun scheduleBulkPass() {
        val request = BGProcessingTaskRequest(PROCESSING_ID)
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(6.0 * 60 * 60)
        // Be polite with the battery: bulk passes only on power.
        request.requiresExternalPower = true
        submitter.submit(request)
    }

    companion object {
        const val REFRESH_ID = "app.kittiwake.ios.prefetch.refresh"
        const val PROCESSING_ID = "app.kittiwake.ios.prefetch.bulk"
    }
}

/** Wraps BGTaskScheduler.shared.submitTaskRequest so tests can capture requests. */
fun interface TaskSubmitter {
    fun submit(request: BGTaskRequest)
}
