package app.ferrylane.shared.dispatch

import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import platform.Foundation.NSThread
import platform.darwin.dispatch_queue_create
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class QueueDispatcherTest {

    @Test
    fun dispatchRunsOnSerialQueue() = runBlocking {
        val queue = dispatch_queue_create("app.ferrylane.test.serial", null)
        val label = withContext(kotlinx.coroutines.Dispatchers.Default) {
            withContext(QueueDispatcher(queue)) { NSThread.isMainThread }
        }
        assertTrue(!label)
    }

    @Test
    fun dispatchFromMainThreadRunsBlock() = runBlocking {
        // The BGTask launch handler is called on the main queue; completing the
        // task goes through QueueDispatcher.Main from there.
        val result = withContext(QueueDispatcher.Main) { "completed" }
        assertEquals("completed", result)
    }
}
