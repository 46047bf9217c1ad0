package com.copperleaf.shared.background

import kotlinx.cinterop.BetaInteropApi
import kotlinx.cinterop.ObjCObjectVar
import kotlinx.cinterop.alloc
import kotlinx.cinterop.memScoped
import kotlinx.cinterop.ptr
import kotlinx.cinterop.value
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.NSError
import platform.Foundation.dateWithTimeIntervalSinceNow

const val BUDGET_REFRESH_TASK_ID = "com.copperleaf.budget.refresh"

/**
 * Coalesces refresh requests from the UI and from sync callbacks (CL-902): at most one
 * pending BGAppRefreshTaskRequest, re-submitted when the earliest begin date moves earlier.
 * Registration itself lives in iosApp/AppDelegate.swift.
 */
class BudgetRefreshScheduler(
    private val scheduler: BGTaskScheduler = BGTaskScheduler.sharedScheduler,
    private val log: (String) -> Unit = ::println,
) {
    private var pendingEarliestBegin: Double? = null

    fun requestRefresh(inSeconds: Double) {
        val current = pendingEarliestBegin
        if (current != null && current <= inSeconds) return
        if (submit(inSeconds)) pendingEarliestBegin = inSeconds
    }

    fun onTaskLaunched() {
        pendingEarliestBegin = null
    }

    @OptIn(BetaInteropApi::class)
    private fun submit(inSeconds: Double): Boolean = memScoped {
        val error = alloc<ObjCObjectVar<NSError?>>()
        val request = BGAppRefreshTaskRequest(BUDGET_REFRESH_TASK_ID)
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(inSeconds)
        val ok = scheduler.submitTaskRequest(request, error.ptr)
        if (!ok) log("[bg] submit $BUDGET_REFRESH_TASK_ID failed: ${error.value?.localizedDescription}")
        ok
    }
}
