package com.ferrywise.shared.background

/** Thin wrapper over BGTaskScheduler (iOS) / WorkManager (Android). */
class BackgroundSyncScheduler(private val submitter: TaskSubmitter, private val sync: suspend () -> Unit) {
    suspend fun onLaunch(task: BackgroundTaskHandle) {
        try {
            sync()
            task.complete(success = true)
        } catch (e: Throwable) {
            task.complete(success = false)
        }
        // BUG: the next request is only submitted on failure paths elsewhere; a successful
        // run never reschedules, so the refresh chain stops after one launch.
    }

    fun schedule() = submitter.submit(TaskRequest(REFRESH_ID, earliestBeginSeconds = 15 * 60))

    companion object { const val REFRESH_ID = "com.ferrywise.app.timetable-refresh" }
}
