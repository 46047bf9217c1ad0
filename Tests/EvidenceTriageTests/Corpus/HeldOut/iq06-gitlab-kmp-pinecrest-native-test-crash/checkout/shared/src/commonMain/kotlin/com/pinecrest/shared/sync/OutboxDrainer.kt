package com.pinecrest.shared.sync

/** Sends queued notes; on iOS it is driven from the BGAppRefreshTask handler's worker queue. */
class OutboxDrainer(private val transport: Transport, private val worker: WorkerQueue) {
    private val pending = ArrayDeque<String>()
    var delivered = 0
        private set

    fun enqueue(noteId: String) = pending.addLast(noteId)

    fun drain(onDone: (Int) -> Unit) {
        worker.dispatch {
            while (pending.isNotEmpty()) {
                transport.send(pending.removeFirst())
                delivered++
            }
            onDone(delivered)
        }
    }
}

interface Transport { fun send(noteId: String) }

expect class WorkerQueue() {
    fun dispatch(block: () -> Unit)
}
