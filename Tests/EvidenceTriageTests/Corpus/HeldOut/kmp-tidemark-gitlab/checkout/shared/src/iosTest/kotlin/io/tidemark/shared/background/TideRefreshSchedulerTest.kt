package io.tidemark.shared.background

import platform.Foundation.NSDate
import platform.Foundation.timeIntervalSinceNow
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class TideRefreshSchedulerTest {
    private val subject = TideRefreshScheduler()

    @Test
    fun refreshRequestUsesPermittedIdentifier() {
        val request = subject.buildRequest()
        assertEquals("io.tidemark.app.refresh-tides", request.identifier)
    }

    @Test
    fun refreshRequestIsDeferredByConfiguredDelay() {
        val request = subject.buildRequest(delayMinutes = 15)
        val delta = request.earliestBeginDate!!.timeIntervalSinceNow

        assertTrue(
            delta in 14.0 * 60..16.0 * 60,
            "earliestBeginDate should be ~15 min from now, was ${request.earliestBeginDate} (delta ${delta}s)",
        )
    }
}
