package app.lantern.prefetch

import app.lantern.core.common.DeferredWorkWindow
import app.lantern.core.data.prefetch.FakePrefetchEngine
import app.lantern.core.data.prefetch.PrefetchOutcome
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.launch
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertTrue
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.seconds

@OptIn(ExperimentalCoroutinesApi::class)
class IosPrefetchRunnerTest {

    private val window = DeferredWorkWindow()

    @Test
    fun holdsTheWindowOpenWhileRunning() = runTest {
        val engine = FakePrefetchEngine(candidates = 1, warmCost = 1.seconds)
        val runner = IosPrefetchRunner(engine, window)
        val job = launch { runner.run(IosPrefetchTask.Refresh) }
        testScheduler.advanceTimeBy(500.milliseconds)
        assertTrue(window.isHeldOpen)
        job.join()
        assertTrue(!window.isHeldOpen)
    }

    @Test
    fun emptyQueueCompletesAsExhausted() = runTest {
        val engine = FakePrefetchEngine(candidates = 0, warmCost = 1.seconds)
        val outcome = IosPrefetchRunner(engine, window).run(IosPrefetchTask.Refresh)
        assertEquals(PrefetchOutcome.Completed(warmed = 0, exhausted = true), outcome)
    }

    @Test
    fun refreshPassStopsWhenBudgetIsSpent() = runTest {
        // 20 conversations, 5 s of (virtual) network each; a 22 s refresh
        // budget starts warms at 0, 5, 10, 15 and 20 s and then stops.
        val engine = FakePrefetchEngine(candidates = 20, warmCost = 5.seconds)
        val outcome = IosPrefetchRunner(engine, window).run(IosPrefetchTask.Refresh)

        val completed = assertIs<PrefetchOutcome.Completed>(outcome)
        assertEquals(5, completed.warmed)
    }

    @Test
    fun budgetCountsFromStartHandshakeNotFromLaunch() = runTest {
        // The gate opens 15 s after iOS launched us. The budget is what the
        // pass gets once it has started, so the whole delivery may take
        // 15 s + 22 s plus the last warm in flight, and no more.
        val engine = FakePrefetchEngine(candidates = 40, warmCost = 5.seconds, handshakeAfter = 15.seconds)
        val start = testScheduler.currentTime
        IosPrefetchRunner(engine, window).run(IosPrefetchTask.Refresh)
        val elapsed = (testScheduler.currentTime - start).milliseconds

        assertTrue(
            elapsed <= 15.seconds + 22.seconds + 5.seconds,
            "pass ran $elapsed of virtual time; budget is 22s counted from the start handshake"
        )
        assertTrue(engine.warmedBeforeHandshake == 0, "warmed before the gate opened")
    }

    @Test
    fun cancellationReportsCancelled() = runTest {
        val engine = FakePrefetchEngine(candidates = 10, warmCost = 5.seconds)
        val runner = IosPrefetchRunner(engine, window)
        var outcome: PrefetchOutcome? = null
        val job = launch { outcome = runner.run(IosPrefetchTask.Processing) }
        testScheduler.advanceTimeBy(7.seconds)
        job.cancel()
        job.join()
        assertEquals(PrefetchOutcome.Cancelled, outcome)
    }
}
