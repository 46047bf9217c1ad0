package com.saltmarsh.tidewater.sync

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import kotlinx.datetime.Clock

/**
 * Follows/unfollows tide stations. The local row flips at once so the UI updates;
 * the server call is the "remote sync" half. The same worker also runs as the
 * iOS BGAppRefreshTask / Android periodic work that pushes anything still pending.
 */
class StationSyncWorker(
    private val store: StationStore,
    private val api: StationApi,
    private val clock: Clock,
    private val appScope: CoroutineScope,
) : BackgroundWorker {

    override val taskId: String = TASK_ID

    fun followStation(callerScope: CoroutineScope, stationId: String) {
        store.markFollowed(stationId, clock.now())
        callerScope.launch {
            api.follow(stationId)
            store.markSynced(stationId, clock.now())
        }
    }

    override suspend fun doWork(): WorkerResult {
        val pending = store.pendingFollows()
        for (id in pending) {
            api.follow(id)
            store.markSynced(id, clock.now())
        }
        return WorkerResult.Success
    }

    companion object {
        const val TASK_ID = "com.saltmarsh.tidewater.sync.stations"
    }
}
