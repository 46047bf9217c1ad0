package dev.skein.background

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration
import kotlin.time.Duration.Companion.seconds

private class FakeClock(var t: Duration = Duration.ZERO) : MonotonicClock { override fun now() = t }

private class FakeQueue(tasks: List<PendingTask>) : TaskQueue {
    val pending = ArrayDeque(tasks)
    val completed = mutableListOf<String>()
    override fun takeNext() = pending.removeFirstOrNull()
    override fun requeue(task: PendingTask) = pending.addFirst(task)
    override fun complete(task: PendingTask) { completed += task.id }
}

class BatchExecutorTest {
    private fun tasks(n: Int) = (1..n).map { PendingTask("upload-$it", requiresNetwork = true, isHeavy = false) }

    @Test
    fun drainsEverythingWhenBudgetIsAmple() = runTest {
        val clock = FakeClock()
        val queue = FakeQueue(tasks(3))
        BatchExecutor(queue, clock) { clock.t += 1.seconds }.drain(budget = 30.seconds)
        assertEquals(listOf("upload-1", "upload-2", "upload-3"), queue.completed)
    }

    @Test
    fun doesNotStartTaskThatCannotFinishBeforeRefreshCeiling() = runTest {
        // App-refresh style window: ~30 s. Each upload takes 12 s on the fake clock.
        val clock = FakeClock()
        val queue = FakeQueue(tasks(3))
        BatchExecutor(queue, clock) { clock.t += 12.seconds }.drain(budget = 30.seconds)

        assertEquals(listOf("upload-1", "upload-2"), queue.completed)
        assertEquals(listOf("upload-3"), queue.pending.map { it.id }, "unstarted work must stay queued for the next window")
    }
}
