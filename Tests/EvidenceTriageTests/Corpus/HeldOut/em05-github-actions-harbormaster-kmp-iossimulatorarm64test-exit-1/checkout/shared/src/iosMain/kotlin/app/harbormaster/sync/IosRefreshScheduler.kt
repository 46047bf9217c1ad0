package app.harbormaster.sync

import kotlinx.cinterop.ExperimentalForeignApi
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSinceNow

const val BERTH_REFRESH_TASK_ID = "app.harbormaster.berths.refresh"

@OptIn(ExperimentalForeignApi::class)
class IosRefreshScheduler : RefreshScheduler {
    override fun schedule(afterSeconds: Double): Boolean {
        val request = BGAppRefreshTaskRequest(BERTH_REFRESH_TASK_ID)
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(afterSeconds)
        return BGTaskScheduler.sharedScheduler.submitTaskRequest(request, null)
    }
}
