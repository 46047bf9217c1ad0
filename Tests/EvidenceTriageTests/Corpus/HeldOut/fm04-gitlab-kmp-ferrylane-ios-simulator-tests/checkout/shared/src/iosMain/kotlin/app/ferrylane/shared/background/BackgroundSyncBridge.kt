package app.ferrylane.shared.background

import app.ferrylane.shared.dispatch.QueueDispatcher
import app.ferrylane.shared.sync.TicketSyncJob
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import platform.BackgroundTasks.BGAppRefreshTask
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSinceNow

const val TICKET_REFRESH_TASK_ID = "app.ferrylane.ios.tickets-refresh"

/** Called from iOSApp.init (Swift) before the app finishes launching. */
object BackgroundSyncBridge {
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)

    fun register(job: () -> TicketSyncJob): Boolean =
        BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(
            TICKET_REFRESH_TASK_ID, usingQueue = null
        ) { task ->
            val refresh = task as BGAppRefreshTask
            val running = scope.launch {
                val ok = runCatching { job().runOnce() }.isSuccess
                withContext(QueueDispatcher.Main) { refresh.setTaskCompletedWithSuccess(ok) }
                schedule()
            }
            refresh.expirationHandler = { running.cancel() }
        }

    fun schedule() {
        val request = BGAppRefreshTaskRequest(TICKET_REFRESH_TASK_ID)
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(30.0 * 60)
        BGTaskScheduler.sharedScheduler.submitTaskRequest(request, null)
    }
}
