package com.pinecrest.bg

import kotlinx.cinterop.*
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.NSError
import platform.Foundation.dateWithTimeIntervalSinceNow

class IosTaskScheduler {
    @OptIn(ExperimentalForeignApi::class, BetaInteropApi::class)
    fun submitRefresh(identifier: String, earliestInSeconds: Double): Result<Unit> = memScoped {
        val request = BGAppRefreshTaskRequest(identifier)
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(earliestInSeconds)
        val err = alloc<ObjCObjectVar<NSError?>>()
        val ok = BGTaskScheduler.sharedScheduler.submitTaskRequest(request, err.ptr)
        if (ok) Result.success(Unit) else Result.failure(IllegalStateException(err.value?.description ?: "unknown"))
    }
}
