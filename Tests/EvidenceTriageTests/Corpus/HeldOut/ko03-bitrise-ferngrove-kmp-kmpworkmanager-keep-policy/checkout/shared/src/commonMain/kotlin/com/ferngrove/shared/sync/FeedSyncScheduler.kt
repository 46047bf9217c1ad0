package com.ferngrove.shared.sync

import dev.brewkits.kmpworkmanager.background.domain.BackgroundTaskScheduler
import dev.brewkits.kmpworkmanager.background.domain.Constraints
import dev.brewkits.kmpworkmanager.background.domain.ExistingPolicy
import dev.brewkits.kmpworkmanager.background.domain.TaskTrigger

/** Hourly podcast feed sync. On iOS "feed-sync" is a dynamic id routed through kmp_master_dispatcher_task. */
class FeedSyncScheduler(private val scheduler: BackgroundTaskScheduler) {
    suspend fun schedule(initialDelayMinutes: Long = 0, policy: ExistingPolicy = ExistingPolicy.KEEP) {
        scheduler.enqueue(
            id = "feed-sync",
            trigger = TaskTrigger.Periodic(intervalMs = 60 * 60 * 1000L, initialDelayMs = initialDelayMinutes * 60_000L),
            workerClassName = "SyncWorker",
            constraints = Constraints(requiresNetwork = true),
            policy = policy,
        )
    }
}
