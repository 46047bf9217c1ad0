package com.larkfield.notes.sync

class PeriodicDispatcher(
    private val clock: Clock,
    private val table: SchedulingTable,
    private val backoff: BackoffPolicy,
) {
    private val workers = mutableMapOf<String, Worker>()

    suspend fun register(periodic: String, intervalSeconds: Long, worker: Worker) {
        workers[periodic] = worker
        table.upsert(periodic, intervalSeconds, nextDue = clock.nowEpochSeconds())
    }

    suspend fun runDue() {
        val now = clock.nowEpochSeconds()
        for (row in table.due(now)) {
            val worker = workers[row.taskId] ?: continue
            when (val result = worker.doWork()) {
                is WorkResult.Success -> table.reschedule(row.taskId, now + row.intervalSeconds, attempt = 0)
                is WorkResult.Retry -> table.reschedule(row.taskId, now + backoff.delayFor(row.attempt + 1), attempt = row.attempt + 1)
                is WorkResult.Failure -> {
                    log("periodic ${row.taskId} failed: ${result.reason}")
                    table.remove(row.taskId)
                }
            }
        }
    }
}
