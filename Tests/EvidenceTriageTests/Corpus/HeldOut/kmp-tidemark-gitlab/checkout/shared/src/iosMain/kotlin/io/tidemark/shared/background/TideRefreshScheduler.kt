package io.tidemark.shared.background

import kotlinx.cinterop.*
import platform.BackgroundTasks.*
import platform.Foundation.*

/**
 * Submits the BGAppRefreshTask that refreshes tide predictions for the widget.
 * Called from the iOS app when it moves to the background.
 */
@OptIn(ExperimentalForeignApi::class)
class TideRefreshScheduler(
    private val scheduler: BGTaskScheduler = BGTaskScheduler.sharedScheduler,
    private val diagnostics: BackgroundDiagnostics = BackgroundDiagnostics.shared,
) {
    fun buildRequest(delayMinutes: Int = DEFAULT_DELAY_MINUTES): BGAppRefreshTaskRequest =
        BGAppRefreshTaskRequest(REFRESH_TASK_ID).apply {
            // Don't wake us again before the next prediction window.
            earliestBeginDate = NSDate(timeIntervalSinceReferenceDate = delayMinutes * 60.0)
        }

    fun schedule(delayMinutes: Int = DEFAULT_DELAY_MINUTES): Boolean = memScoped {
        val error = alloc<ObjCObjectVar<NSError?>>()
        val ok = scheduler.submitTaskRequest(buildRequest(delayMinutes), error.ptr)
        diagnostics.record(REFRESH_TASK_ID, phase = "submission", ok = ok, error = error.value)
        ok
    }

    companion object {
        const val REFRESH_TASK_ID = "io.tidemark.app.refresh-tides"
        const val DEFAULT_DELAY_MINUTES = 15
    }
}
