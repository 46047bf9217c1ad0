package app.reelnight.tasks

import app.reelnight.sync.LibrarySyncer
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import kotlinx.datetime.Clock
import kotlinx.datetime.Instant
import platform.BackgroundTasks.BGProcessingTaskRequest
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSince1970

const val NIGHTLY_SYNC_ID = "app.reelnight.sync.nightly"

/**
 * Nightly library sync on BGProcessingTask. A processing task (not app refresh) because
 * the request can say it needs the network; the system then only launches it when
 * connectivity is there.
 */
class IosShowTasks(
    private val scheduler: BgTaskScheduling,
    private val syncer: LibrarySyncer,
    private val scope: CoroutineScope,
    private val clock: Clock = Clock.System,
) : ShowTasks {

    override fun registerHandlers() {
        scheduler.register(NIGHTLY_SYNC_ID) { task -> handleNightlySync(task) }
    }

    override fun scheduleNightlySync() {
        scheduler.submit(nightlySyncRequest(clock.now()))
    }

    internal fun nightlySyncRequest(now: Instant): BGProcessingTaskRequest =
        BGProcessingTaskRequest(NIGHTLY_SYNC_ID).apply {
            earliestBeginDate = NSDate.dateWithTimeIntervalSince1970(nextThreeAm(now).epochSeconds.toDouble())
            requiresExternalPower = false
        }

    internal fun handleNightlySync(task: BgTask) {
        scheduleNightlySync()
        val job = scope.launch {
            val ok = syncer.syncLibrary()
            task.setTaskCompleted(success = ok)
        }
        task.expirationHandler = {
            job.cancel()
        }
    }
}
