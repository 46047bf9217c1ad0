package com.lanternfish.shared.background

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.fail

class IosRefreshSchedulerTest {

    @Test
    fun submitsAppRefreshRequest() {
        val result = IosRefreshScheduler().submitRefresh(earliestBeginSeconds = 15.0 * 60)

        if (result is SubmitResult.Rejected) {
            fail("submitTaskRequest failed: ${result.description}")
        }
        assertEquals(SubmitResult.Submitted, result)
    }
}
