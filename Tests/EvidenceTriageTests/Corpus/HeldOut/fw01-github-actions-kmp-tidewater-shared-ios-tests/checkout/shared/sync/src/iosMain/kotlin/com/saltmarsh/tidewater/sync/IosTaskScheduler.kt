package com.saltmarsh.tidewater.sync

import kotlinx.cinterop.ExperimentalForeignApi
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import platform.BackgroundTasks.BGAppRefreshTask
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSinceNow

/**
 * Wraps BGTaskScheduler. registerAll() is called from AppDelegate
 * application(_:didFinishLaunchingWithOptions:) before it returns.
 * The identifier must be listed in BGTaskSchedulerPermittedIdentifiers.
 */
@OptIn(ExperimentalForeignApi::class)
class IosTaskScheduler(
    private val workers: Map<String, BackgroundWorker>,
    private val scope: CoroutineScope,
) {
    fun registerAll() {
        workers.keys.forEach { id ->
            BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(id, usingQueue = null) { task ->
                val refresh = task as BGAppRefreshTask
                val job = scope.launch {
                    val result = workers.getValue(id).doWork()
                    refresh.setTaskCompletedWithSuccess(result == WorkerResult.Success)
                }
                refresh.expirationHandler = { job.cancel() }
                schedule(id)
            }
        }
    }

    fun schedule(id: String, delaySeconds: Double = 15 * 60.0) {
        val request = BGAppRefreshTaskRequest(identifier = id)
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(delaySeconds)
        BGTaskScheduler.sharedScheduler.submitTaskRequest(request, error = null)
    }
}
