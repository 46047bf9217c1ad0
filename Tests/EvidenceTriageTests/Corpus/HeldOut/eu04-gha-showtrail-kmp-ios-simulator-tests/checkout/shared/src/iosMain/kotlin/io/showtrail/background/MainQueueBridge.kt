package io.showtrail.background

import platform.darwin.dispatch_async
import platform.darwin.dispatch_get_main_queue
import kotlin.coroutines.resume
import kotlin.coroutines.suspendCoroutine

/** Hands a refresh result to the Swift side on the main queue (UIKit-facing callbacks). */
class MainQueueBridge(private val deliver: (RefreshOutcome) -> Unit) {
    suspend fun publish(outcome: RefreshOutcome): Unit = suspendCoroutine { cont ->
        dispatch_async(dispatch_get_main_queue()) {
            deliver(outcome)
            cont.resume(Unit)
        }
    }
}
