package com.pinecrest.bg

import kotlin.test.Test
import kotlin.test.assertTrue

class IosTaskSchedulerTest {
    @Test
    fun submitsRefreshRequest() {
        val scheduler = IosTaskScheduler()
        // Runs inside the Kotlin/Native test binary on the Simulator
        // (standalone, no app bundle, no Info.plist). Expects iOS to accept it.
        val result = scheduler.submitRefresh("com.pinecrest.wallet.refresh", earliestInSeconds = 900.0)
        assertTrue(result.isSuccess, "submit failed: ${result.exceptionOrNull()}")
    }
}
