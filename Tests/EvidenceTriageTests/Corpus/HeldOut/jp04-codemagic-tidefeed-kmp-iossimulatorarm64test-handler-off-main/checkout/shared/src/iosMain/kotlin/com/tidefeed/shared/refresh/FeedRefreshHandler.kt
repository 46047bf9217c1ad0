package com.tidefeed.shared.refresh

import com.tidefeed.shared.feed.FeedRepository
import kotlinx.coroutines.runBlocking
import platform.darwin.QOS_CLASS_UTILITY
import platform.darwin.dispatch_async
import platform.darwin.dispatch_get_global_queue
import platform.darwin.dispatch_get_main_queue

/** What the handler needs from a BGTask; BGTaskHandle wraps the real one. */
interface RefreshTaskHandle {
    var onExpire: (() -> Unit)?
    fun complete(success: Boolean)
}

class FeedRefreshHandler(private val repository: FeedRepository) {
    fun handle(task: RefreshTaskHandle) {
        task.onExpire = { repository.cancelInFlight() }
        // TF-507: never block the queue BGTaskScheduler calls us on (main), the
        // refresh can take several seconds on a cold cache.
        dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY.toLong(), 0u)) {
            val ok = runBlocking { repository.refreshLatest() }
            dispatch_async(dispatch_get_main_queue()) { task.complete(ok) }
        }
    }
}

internal fun FeedRefreshHandler.installExpirationOnly(task: RefreshTaskHandle) {
    task.onExpire = { }
}
