package com.kestrel.shared.background

import com.kestrel.shared.sync.RunHistorySync
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch
import platform.BackgroundTasks.BGProcessingTask
import platform.BackgroundTasks.BGProcessingTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSinceNow

/** Registered from iOSApp.init (Swift) via KestrelKt.registerBackgroundSync(). */
class IosBackgroundSync(private val sync: RunHistorySync) {
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)

    fun register() {
        BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(TASK_ID, usingQueue = null) { task ->
            val job = scope.launch {
                sync.pullAll()
                (task as BGProcessingTask).setTaskCompletedWithSuccess(true)
            }
            (task as BGProcessingTask).expirationHandler = { job.cancel() }
            schedule()
        }
    }

    fun schedule() {
        val request = BGProcessingTaskRequest(TASK_ID).apply {
            requiresNetworkConnectivity = true
            earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(6.0 * 3600)
        }
        BGTaskScheduler.sharedScheduler.submitTaskRequest(request, null)
    }

    companion object {
        const val TASK_ID = "app.kestrel.run-history-sync"
    }
}
