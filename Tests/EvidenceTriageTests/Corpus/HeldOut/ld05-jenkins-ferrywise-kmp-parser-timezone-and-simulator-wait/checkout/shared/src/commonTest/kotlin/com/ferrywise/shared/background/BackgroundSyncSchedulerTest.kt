package com.ferrywise.shared.background

import kotlinx.coroutines.test.runTest
import kotlin.test.*

class BackgroundSyncSchedulerTest {
    @Test
    fun reschedulesAfterCompletion() = runTest {
        val submitter = FakeTaskSubmitter()
        val scheduler = BackgroundSyncScheduler(submitter) { /* sync ok */ }
        scheduler.onLaunch(FakeTaskHandle())
        assertEquals(1, submitter.submitted.size, "expected the next refresh to be submitted")
    }
}
