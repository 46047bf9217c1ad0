package com.ferrow.shared

import io.kotest.matchers.shouldBe
import kotlin.native.concurrent.TransferMode
import kotlin.native.concurrent.Worker
import kotlin.test.Test

class WorkerPoolTest {
    @Test
    fun workerReportsProgress() {
        val worker = Worker.start(name = "progress")
        val future = worker.execute(TransferMode.SAFE, { 3 }) { steps ->
            val reported = (1..steps).map { it * 100 / steps }
            // Assertion made on the worker thread.
            reported.last() shouldBe 100
            reported.size
        }
        future.result shouldBe 3
        worker.requestTermination().result
    }
}
