package app.tidewell.sync

import kotlinx.cinterop.BetaInteropApi
import kotlinx.cinterop.ExperimentalForeignApi
import platform.BackgroundTasks.BGProcessingTask
import platform.BackgroundTasks.BGProcessingTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSinceNow

/** iOS side of the chain scheduler; registerAll() is called from the app's didFinishLaunching. */
@OptIn(ExperimentalForeignApi::class, BetaInteropApi::class)
object IosTaskScheduler {
    const val CHAIN_TASK_ID = "app.tidewell.sync.chain"

    fun registerAll(runner: () -> ChainRunner) {
        BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(CHAIN_TASK_ID, usingQueue = null) { task ->
            ChainTaskAdapter(runner()).handle(task as BGProcessingTask)
        }
    }

    fun submit(delaySeconds: Double) {
        val request = BGProcessingTaskRequest(CHAIN_TASK_ID)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(delaySeconds)
        BGTaskScheduler.sharedScheduler.submitTaskRequest(request, null)
    }
}
