package com.marlowtransit.sync

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.launch

/** Thin seam over UIApplication.begin/endBackgroundTask so the runner can be tested. */
interface BackgroundTaskHost {
    fun begin(name: String, onExpiration: () -> Unit): Long
    fun end(taskId: Long)
}

/**
 * Runs [work] (trip-history upload) inside a UIApplication background task.
 *
 * The expiration handler is called shortly before the remaining background
 * time reaches zero; the task must be ended by then or iOS kills the app.
 */
class IosSyncRunner(
    private val host: BackgroundTaskHost,
    private val scope: CoroutineScope,
) {
    suspend fun run(name: String, work: suspend () -> Unit) {
        val job = scope.launch(start = CoroutineStart.LAZY) { work() }
        val taskId = host.begin(name) {
            // Cancel the upload; the task is ended in `finally` below once the
            // job has wound down.
            job.cancel()
        }
        try {
            job.start()
            job.join()
        } finally {
            host.end(taskId)
        }
    }
}
