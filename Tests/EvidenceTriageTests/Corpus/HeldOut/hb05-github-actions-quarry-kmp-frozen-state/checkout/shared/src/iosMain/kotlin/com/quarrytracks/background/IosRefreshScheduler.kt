package com.quarrytracks.background

import com.quarrytracks.sync.SyncCursorStore
import platform.BackgroundTasks.BGAppRefreshTask
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSinceNow

const val REFRESH_TASK_ID = "com.quarrytracks.app.refresh"

/** Called from the Swift AppDelegate's didFinishLaunching, before it returns. */
fun registerRefreshTask(runner: RefreshRunner) {
    BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(REFRESH_TASK_ID, null) { task ->
        runner.run(task as BGAppRefreshTask, from = SyncCursorStore.current)
    }
}

fun scheduleRefresh() {
    val request = BGAppRefreshTaskRequest(REFRESH_TASK_ID)
    request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(15.0 * 60)
    BGTaskScheduler.sharedScheduler.submitTaskRequest(request, null)
}
