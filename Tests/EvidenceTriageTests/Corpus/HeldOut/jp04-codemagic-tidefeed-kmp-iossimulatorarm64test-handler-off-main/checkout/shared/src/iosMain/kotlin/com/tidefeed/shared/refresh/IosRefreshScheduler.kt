package com.tidefeed.shared.refresh

import platform.BackgroundTasks.BGAppRefreshTask
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.NSOperationQueue
import platform.Foundation.dateWithTimeIntervalSinceNow

const val FEED_REFRESH_ID = "com.tidefeed.app.feed-refresh"

class IosRefreshScheduler(private val handler: FeedRefreshHandler) {

    /** Exposed so tests can invoke it the way BGTaskScheduler does. */
    val launchHandler: (RefreshTaskHandle) -> Unit = { task ->
        handler.handle(task)
        schedule()
    }

    /** Called from AppDelegate.application(_:didFinishLaunchingWithOptions:). */
    fun register() {
        // Launch handler runs on the main queue: Kotlin objects here are main-thread owned
        // (legacy memory model).
        BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(
            FEED_REFRESH_ID, NSOperationQueue.mainQueue
        ) { task ->
            launchHandler(BGTaskHandle(task as BGAppRefreshTask))
        }
    }

    fun schedule() {
        val request = BGAppRefreshTaskRequest(FEED_REFRESH_ID)
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(30.0 * 60)
        BGTaskScheduler.sharedScheduler.submitTaskRequest(request, null)
    }
}
