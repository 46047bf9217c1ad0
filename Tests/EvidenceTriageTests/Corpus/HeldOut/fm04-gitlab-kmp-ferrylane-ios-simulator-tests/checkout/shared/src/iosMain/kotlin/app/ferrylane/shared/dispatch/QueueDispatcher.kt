package app.ferrylane.shared.dispatch

import kotlinx.coroutines.CoroutineDispatcher
import platform.darwin.dispatch_get_main_queue
import platform.darwin.dispatch_queue_t
import platform.darwin.dispatch_sync
import kotlin.coroutines.CoroutineContext

/**
 * Runs coroutine continuations on a GCD queue. Used by the BGTask bridge to
 * hop back to the main queue before calling setTaskCompleted.
 */
class QueueDispatcher(private val queue: dispatch_queue_t) : CoroutineDispatcher() {

    override fun dispatch(context: CoroutineContext, block: Runnable) {
        // Synchronous so that setTaskCompleted happens before the handler returns.
        dispatch_sync(queue) {
            block.run()
        }
    }

    companion object {
        val Main: QueueDispatcher by lazy { QueueDispatcher(dispatch_get_main_queue()) }
    }
}
