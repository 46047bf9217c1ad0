package com.quarry.shared.background

import kotlin.test.Test
import kotlin.test.assertEquals

class IosBackgroundRefreshSchedulerTest {
    @Test
    fun submitsRefreshRequestWithIdentifier() {
        var submittedId: String? = null
        val scheduler = IosBackgroundRefreshScheduler(submitter = { submittedId = it.identifier; true })
        scheduler.scheduleNext()
        assertEquals(REFRESH_TASK_ID, submittedId)
    }
}
