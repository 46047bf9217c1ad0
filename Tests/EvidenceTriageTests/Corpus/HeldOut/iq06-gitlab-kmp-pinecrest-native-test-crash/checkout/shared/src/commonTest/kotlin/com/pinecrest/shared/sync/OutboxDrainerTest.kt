package com.pinecrest.shared.sync

import kotlin.test.Test
import kotlin.test.assertEquals

class OutboxDrainerTest {
    private class RecordingTransport : Transport {
        val sent = mutableListOf<String>()
        override fun send(noteId: String) { sent += noteId }
    }

    @Test
    fun drainsOnWorkerQueue() {
        val transport = RecordingTransport()
        val drainer = OutboxDrainer(transport, WorkerQueue())
        drainer.enqueue("n-1")
        drainer.enqueue("n-2")

        var delivered = -1
        drainer.drain { delivered = it }
        waitUntil { delivered >= 0 }

        assertEquals(2, delivered)
    }
}
