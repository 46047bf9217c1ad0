package com.fernwick.transit.background

import kotlinx.cinterop.BetaInteropApi
import kotlinx.cinterop.ExperimentalForeignApi
import kotlinx.cinterop.ObjCObjectVar
import kotlinx.cinterop.alloc
import kotlinx.cinterop.memScoped
import kotlinx.cinterop.ptr
import kotlinx.cinterop.value
import kotlinx.datetime.toNSDate
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSError

@OptIn(ExperimentalForeignApi::class, BetaInteropApi::class)
class IosBackgroundScheduler : BackgroundScheduler {
    override fun submit(request: RefreshRequest): Result<Unit> = memScoped {
        val bg = BGAppRefreshTaskRequest(request.identifier)
        bg.earliestBeginDate = request.earliestBegin.toNSDate()
        val error = alloc<ObjCObjectVar<NSError?>>()
        if (BGTaskScheduler.sharedScheduler.submitTaskRequest(bg, error.ptr)) {
            Result.success(Unit)
        } else {
            val e = error.value
            println("[bg] submit ${request.identifier} failed: ${e?.domain} code=${e?.code} ${e?.localizedDescription}")
            Result.failure(BackgroundSubmitException(e?.domain, e?.code ?: -1))
        }
    }
}

class BackgroundSubmitException(val domain: String?, val code: Long) :
    Exception("$domain code=$code")
