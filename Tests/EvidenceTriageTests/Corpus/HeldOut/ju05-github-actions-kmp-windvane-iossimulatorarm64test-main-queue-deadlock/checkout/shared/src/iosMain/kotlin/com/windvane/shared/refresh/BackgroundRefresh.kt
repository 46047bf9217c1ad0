package com.windvane.shared.refresh

import com.windvane.shared.sync.StationSync
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.launch
import platform.BackgroundTasks.BGAppRefreshTask

/** Called from the Swift app's BGTaskScheduler launch handler for com.windvane.app.refresh. */
class BackgroundRefresh(private val sync: StationSync, private val saved: () -> List<String>) {
    fun handle(task: BGAppRefreshTask) {
        val job = MainScope().launch {
            val ok = runCatching { sync.refresh(saved()) }.isSuccess
            task.setTaskCompletedWithSuccess(ok)
        }
        task.expirationHandler = { job.cancel() }
    }
}
