package com.quillmoor.notes.background

import kotlin.test.Test
import kotlin.test.assertTrue
import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGTaskScheduler
import platform.Foundation.NSDate
import platform.Foundation.dateWithTimeIntervalSinceNow

class RefreshSchedulerIosTest {
    private val id = "com.quillmoor.notes.refresh"

    @Test
    fun registersRefreshHandler() {
        assertTrue(RefreshScheduler.registered.contains(id))
    }

    @Test
    fun submitAcceptsRefreshRequest() {
        val request = BGAppRefreshTaskRequest(identifier = id)
        request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(15.0 * 60)
        // Runs inside the iosSimulatorArm64 test binary on the Simulator,
        // where BGTaskScheduler answers Code=1 (unavailable).
        //
        //
        //
        //
        val error = RefreshScheduler.submit(request)
        check(error == null) { "BGTaskScheduler.submit failed: ${error?.description}" }
    }
}
