package com.ferrow.shared.background

import kotlinx.cinterop.ObjCObjectVar
import kotlinx.cinterop.alloc
import kotlinx.cinterop.memScoped
import kotlinx.cinterop.ptr
import kotlinx.cinterop.value
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSBundle
import platform.Foundation.NSDate
import platform.Foundation.NSError
import platform.Foundation.dateWithTimeIntervalSinceNow

object DepartureRefreshScheduler {
    /** "<bundle id>.departures.refresh" - must match BGTaskSchedulerPermittedIdentifiers. */
    val identifier: String
        get() = "${NSBundle.mainBundle.bundleIdentifier}.departures.refresh"

    fun submit(): NSError? = memScoped {
        val request = BGAppRefreshTaskRequest(identifier).apply {
            earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(15.0 * 60)
        }
        val error = alloc<ObjCObjectVar<NSError?>>()
        BGTaskScheduler.sharedScheduler.submitTaskRequest(request, error.ptr)
        error.value
    }
}
