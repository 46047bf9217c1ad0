package com.marlowtransit.sync

import kotlinx.coroutines.NonCancellable
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.test.advanceTimeBy
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.withContext
import kotlin.test.Test
import kotlin.test.assertEquals

private class FakeHost : BackgroundTaskHost {
    var expiration: (() -> Unit)? = null
    val ended = mutableListOf<Long>()
    override fun begin(name: String, onExpiration: () -> Unit): Long {
        expiration = onExpiration
        return 1L
    }
    override fun end(taskId: Long) { ended += taskId }
}

class IosSyncRunnerTest {

    @Test
    fun endsBackgroundTaskWhenUploadCompletes() = runTest {
        val host = FakeHost()
        IosSyncRunner(host, backgroundScope).run("trip-upload") { delay(500) }
        assertEquals(listOf(1L), host.ended)
    }

    @Test
    fun expirationEndsBackgroundTaskBeforeUploadFinishes() = runTest {
        val host = FakeHost()
        // The upload in flight cannot be interrupted: the HTTP client finishes
        // the current request body (modelled as a non-cancellable 5 s block).
        val run = launch {
            IosSyncRunner(host, backgroundScope).run("trip-upload") {
                withContext(NonCancellable) { delay(5_000) }
            }
        }
        advanceTimeBy(1_000)

        host.expiration!!.invoke()

        // iOS needs endBackgroundTask *now*, not after the request finishes.
        assertEquals(listOf(1L), host.ended, "background task must end inside the expiration handler")
        run.cancel()
    }
}
