package com.tidefeed.shared.refresh

import com.tidefeed.shared.feed.FeedRepository
import com.tidefeed.shared.feed.testApolloClient
import platform.Foundation.NSDate
import platform.Foundation.NSRunLoop
import platform.Foundation.dateWithTimeIntervalSinceNow
import platform.Foundation.runUntilDate
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull

private class RecordingTask : RefreshTaskHandle {
    override var onExpire: (() -> Unit)? = null
    var completed: Boolean? = null
    override fun complete(success: Boolean) { completed = success }
}

class RefreshLaunchHandlerTest {
    private val repository = FeedRepository(testApolloClient(mockServerResponses = "feed-latest-200.json"))

    @Test
    fun launchHandlerInstallsExpirationHandler() {
        val task = RecordingTask()
        FeedRefreshHandler(repository).installExpirationOnly(task)
        assertNotNull(task.onExpire)
    }

    @Test
    fun launchHandlerRefreshesFeedAndCompletesTask() {
        // Invoked on the main queue, exactly like the registered BGTaskScheduler handler.
        val task = RecordingTask()
        IosRefreshScheduler(FeedRefreshHandler(repository)).launchHandler(task)
        val deadline = NSDate.dateWithTimeIntervalSinceNow(10.0)
        while (task.completed == null && NSDate().compare(deadline) < 0) {
            NSRunLoop.mainRunLoop.runUntilDate(NSDate.dateWithTimeIntervalSinceNow(0.1))
        }
        assertEquals(true, task.completed)
    }
}
