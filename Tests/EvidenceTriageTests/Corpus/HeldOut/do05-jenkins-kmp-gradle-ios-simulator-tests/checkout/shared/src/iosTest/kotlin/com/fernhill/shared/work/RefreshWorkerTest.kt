package com.fernhill.shared.work

import kotlinx.cinterop.ExperimentalForeignApi
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.withContext
import platform.Foundation.NSThread
import kotlin.test.Test
import kotlin.test.assertFalse

@OptIn(ExperimentalForeignApi::class)
class RefreshWorkerTest {
    @Test
    fun workerRunsOffTheMainThread() = runTest {
        val onMain = withContext(Dispatchers.Default) {
            RefreshWorker(FakeFeedSource()).runOnce()
            NSThread.isMainThread
        }
        assertFalse(onMain)
    }
}
