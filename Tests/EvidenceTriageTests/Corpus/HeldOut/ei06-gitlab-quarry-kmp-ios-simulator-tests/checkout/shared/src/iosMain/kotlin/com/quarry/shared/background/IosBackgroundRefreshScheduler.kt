package com.quarry.shared.background

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSinceNow

const val REFRESH_TASK_ID = "com.quarry.app.refresh"

class IosBackgroundRefreshScheduler(
    private val submitter: (BGAppRefreshTaskRequest) -> Boolean = { BGTaskScheduler.sharedScheduler.submitTaskRequest(it, null) },
) {
    private val scope = CoroutineScope(Dispatchers.Main)
    var lastSubmitted: Boolean? = null
        private set

    fun scheduleNext(intervalSeconds: Double = 15 * 60.0) {
        scope.launch {
            val request = BGAppRefreshTaskRequest(REFRESH_TASK_ID)
            request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(intervalSeconds)
            lastSubmitted = submitter(request)
        }
    }
}
