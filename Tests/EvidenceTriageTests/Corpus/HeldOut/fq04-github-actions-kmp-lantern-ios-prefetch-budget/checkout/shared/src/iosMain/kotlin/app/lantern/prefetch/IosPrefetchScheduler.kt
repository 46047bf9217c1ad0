package app.lantern.prefetch

import kotlinx.cinterop.BetaInteropApi
import kotlinx.cinterop.ExperimentalForeignApi
import kotlinx.cinterop.ObjCObjectVar
import kotlinx.cinterop.alloc
import kotlinx.cinterop.memScoped
import kotlinx.cinterop.ptr
import kotlinx.cinterop.value
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGProcessingTaskRequest
import platform.BackgroundTasks.BGTask
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.NSError
import platform.Foundation.dateWithTimeIntervalSinceNow

/**
 * Submits and handles the two prefetch task types. Registration happens from
 * AppDelegate.application(_:didFinishLaunchingWithOptions:) via
 * [registerLaunchHandlers], before launch finishes, as BGTaskScheduler requires.
 */
@OptIn(ExperimentalForeignApi::class, BetaInteropApi::class)
class IosPrefetchScheduler(
    private val runner: IosPrefetchRunner,
    private val scope: CoroutineScope,
    private val log: (String) -> Unit,
) {
    fun registerLaunchHandlers() {
        IosPrefetchTask.entries.forEach { task ->
            val ok = BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(
                identifier = task.identifier,
                usingQueue = null,
            ) { bgTask -> handle(task, bgTask!!) }
            log("bgtask: register ${task.identifier} -> $ok")
        }
    }

    fun submit(task: IosPrefetchTask): Boolean = memScoped {
        val request = when (task) {
            IosPrefetchTask.Refresh -> BGAppRefreshTaskRequest(task.identifier)
            IosPrefetchTask.Processing -> BGProcessingTaskRequest(task.identifier).apply {
                requiresNetworkConnectivity = true
                requiresExternalPower = true
            }
        }
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(task.floor.inWholeSeconds.toDouble())
        val error = alloc<ObjCObjectVar<NSError?>>()
        val ok = BGTaskScheduler.sharedScheduler.submitTaskRequest(request, error.ptr)
        log("bgtask: submit ${task.identifier} -> $ok ${error.value?.domain ?: ""}:${error.value?.code ?: ""}")
        ok
    }

    private fun handle(task: IosPrefetchTask, bgTask: BGTask) {
        submit(task) // next one
        val job = scope.launch {
            val outcome = runner.run(task)
            bgTask.setTaskCompletedWithSuccess(outcome.isSuccess)
        }
        bgTask.expirationHandler = { job.cancel() }
    }
}
