package com.kestrelpath.shared.upload

import kotlinx.cinterop.ExperimentalForeignApi
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.launch
import platform.BackgroundTasks.BGProcessingTask
import platform.BackgroundTasks.BGProcessingTaskRequest
import platform.BackgroundTasks.BGTaskScheduler

/** Called from iosApp's AppDelegate.application(_:didFinishLaunchingWithOptions:). */
@OptIn(ExperimentalForeignApi::class)
class IosUploadScheduler(private val worker: () -> TrackUploadWorker, private val pendingTrack: () -> String?) {
    fun register(): Boolean =
        BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(IDENTIFIER, usingQueue = null) { task ->
            val processing = task as BGProcessingTask
            val job = MainScope().launch {
                val track = pendingTrack()
                val outcome = if (track != null) worker().run(track) else UploadOutcome.Done(0)
                if (outcome is UploadOutcome.Retry) schedule()
                processing.setTaskCompletedWithSuccess(outcome is UploadOutcome.Done)
            }
            processing.expirationHandler = { job.cancel() }
        }

    fun schedule() {
        val request = BGProcessingTaskRequest(IDENTIFIER).apply { requiresNetworkConnectivity = true }
        BGTaskScheduler.sharedScheduler.submitTaskRequest(request, null)
    }

    companion object {
        const val IDENTIFIER = "com.kestrelpath.upload"
    }
}
