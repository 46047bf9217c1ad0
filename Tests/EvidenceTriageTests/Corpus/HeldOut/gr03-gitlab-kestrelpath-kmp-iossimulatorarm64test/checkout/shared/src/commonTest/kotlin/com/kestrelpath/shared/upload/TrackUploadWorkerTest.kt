package com.kestrelpath.shared.upload

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs

class TrackUploadWorkerTest {
    private fun segments(n: Int) = (1..n).map { Segment(id = "seg-$it", points = emptyList()) }

    @Test
    fun `uploads every segment in batches of three`() = runTest {
        val api = FakeTrackApi()
        val store = InMemorySegmentStore(segments(6))

        val outcome = TrackUploadWorker(api, store).run("t1")

        assertIs<UploadOutcome.Done>(outcome)
        assertEquals(listOf(3, 3), api.batchSizes)
    }

    @Test
    fun `resumes from the committed segment after a failed batch`() = runTest {
        val api = FakeTrackApi(failOnCall = 2)
        val store = InMemorySegmentStore(segments(6))
        val worker = TrackUploadWorker(api, store)

        val first = worker.run("t1")
        assertIs<UploadOutcome.Retry>(first)

        api.failOnCall = null
        api.received.clear()
        worker.run("t1")

        assertEquals(listOf("seg-4", "seg-5", "seg-6"), api.received.map { it.id })
    }
}
