package com.ferncastle.shared.sync

import com.ferncastle.shared.platform.BgScheduler
import com.ferncastle.shared.platform.Clock
import kotlin.time.Duration

class PeriodicSyncScheduler(
    private val bg: BgScheduler,
    private val clock: Clock,
    private val interval: Duration,
) {
    private var cancelled = false

    fun start() {
        cancelled = false
        bg.submitOneShot(TaskIds.SYNC, earliestBegin = clock.now() + interval)
    }

    fun onTask(identifier: String, result: SyncResult) {
        if (identifier != TaskIds.SYNC) return
        when (result) {
            SyncResult.Retry -> bg.submitOneShot(TaskIds.SYNC, earliestBegin = clock.now() + interval)
            // A successful run ends the chain: the next window is only
            // submitted on retry, so periodic sync stops after one run.
            SyncResult.Success, SyncResult.Failure -> Unit
        }
    }

    fun cancel() {
        cancelled = true
        bg.cancel(TaskIds.SYNC)
    }
}
