package app.kittiwake.shared.prefetch

import kotlinx.coroutines.delay
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.test.testTimeSource
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration.Companion.seconds

class PrefetchRunnerTest {
    private val queue = (1..12).map { "c$it" }

    @Test
    fun warmsWholeQueueWhenBudgetAllows() = runTest {
        val runner = PrefetchRunner({ delay(1.seconds) }, testTimeSource)
        assertEquals(queue, runner.runPass(queue, budget = 5 * 60.seconds))
    }

    @Test
    fun budgetIsMeasuredOnTheSchedulerClock() = runTest {
        // Each fetch takes 5 s of (virtual) time; an app-refresh wake gets 22 s.
        val runner = PrefetchRunner({ delay(5.seconds) }, testTimeSource)
        val warmed = runner.runPass(queue, budget = 22.seconds)
        assertEquals(5, warmed.size)
    }
}
