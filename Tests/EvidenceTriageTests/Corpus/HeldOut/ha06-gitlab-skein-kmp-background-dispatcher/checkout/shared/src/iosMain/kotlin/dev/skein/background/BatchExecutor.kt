package dev.skein.background

import kotlin.time.Duration
import kotlin.time.Duration.Companion.seconds

interface MonotonicClock { fun now(): Duration }

interface TaskQueue {
    fun takeNext(): PendingTask?
    fun requeue(task: PendingTask)
    fun complete(task: PendingTask)
}

/** Runs queued dynamic tasks inside one BGTask window, stopping before the system's budget runs out. */
class BatchExecutor(
    private val queue: TaskQueue,
    private val clock: MonotonicClock,
    private val run: suspend (PendingTask) -> Unit,
) {
    suspend fun drain(budget: Duration, safetyMargin: Duration = 2.seconds): Int {
        val deadline = clock.now() + budget - safetyMargin
        var done = 0
        while (true) {
            val task = queue.takeNext() ?: break
            run(task)
            queue.complete(task)
            done++
            if (clock.now() >= deadline) break
        }
        return done
    }
}
