package com.tallow.shared.sync

import platform.BackgroundTasks.BGAppRefreshTask
import platform.BackgroundTasks.BGTaskScheduler

object BackgroundSync {
    const val REFRESH_ID = "app.tallow.feeds.refresh"

    /** Called from the iOS AppDelegate's didFinishLaunching. */
    fun register(sync: FeedSync) {
        BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(REFRESH_ID, usingQueue = null) { task ->
            IosRefreshAdapter(sync).handle(task as BGAppRefreshTask)
        }
    }
}
