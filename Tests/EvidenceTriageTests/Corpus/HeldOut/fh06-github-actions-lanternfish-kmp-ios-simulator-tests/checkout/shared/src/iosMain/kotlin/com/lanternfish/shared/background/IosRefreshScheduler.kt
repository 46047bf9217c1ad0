package com.lanternfish.shared.background

import kotlinx.cinterop.BetaInteropApi
import kotlinx.cinterop.ExperimentalForeignApi
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

const val REFRESH_TASK_ID = "com.lanternfish.app.refresh"

sealed interface SubmitResult {
    data object Submitted : SubmitResult
    data class Rejected(val domain: String?, val code: Long, val description: String) : SubmitResult
}

/** Thin adapter around BGTaskScheduler; registration happens in iosApp/AppDelegate.swift. */
class IosRefreshScheduler(private val scheduler: BGTaskScheduler = BGTaskScheduler.sharedScheduler) {

    @OptIn(ExperimentalForeignApi::class, BetaInteropApi::class)
    fun submitRefresh(earliestBeginSeconds: Double = 30.0 * 60): SubmitResult = memScoped {
        val request = BGAppRefreshTaskRequest(identifier = REFRESH_TASK_ID)
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(earliestBeginSeconds)
        val error = alloc<ObjCObjectVar<NSError?>>()
        val ok = scheduler.submitTaskRequest(request, error.ptr)
        if (ok) {
            SubmitResult.Submitted
        } else {
            val e = error.value
            SubmitResult.Rejected(e?.domain, e?.code ?: -1, e?.description ?: "unknown")
        }
    }
}
