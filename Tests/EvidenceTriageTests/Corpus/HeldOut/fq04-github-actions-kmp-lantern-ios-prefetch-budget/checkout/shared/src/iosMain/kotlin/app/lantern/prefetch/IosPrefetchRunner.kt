package app.lantern.prefetch

import app.lantern.core.common.DeferredWorkWindow
import app.lantern.core.data.prefetch.PrefetchEngine
import app.lantern.core.data.prefetch.PrefetchOutcome
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.ensureActive
import kotlin.time.TimeSource

/**
 * Runs one background warming pass for a BGTaskScheduler delivery.
 *
 * The pass is bounded by [IosPrefetchTask.budget]. iOS gives a refresh task
 * roughly 30 s, so the 22 s budget leaves room to persist and call
 * setTaskCompleted before the expiration handler fires.
 */
class IosPrefetchRunner(
    private val engine: PrefetchEngine,
    private val window: DeferredWorkWindow,
) {
    suspend fun run(task: IosPrefetchTask): PrefetchOutcome {
        val launchedAt = TimeSource.Monotonic.markNow()
        val deadline = launchedAt + task.budget

        window.holdOpen(reason = task.identifier)
        try {
            // The engine only starts once the gate has opened (network, not in
            // low power mode, no user request in flight): the start handshake.
            engine.awaitStartHandshake()

            var warmed = 0
            while (deadline.hasNotPassedNow()) {
                currentCoroutineContext().ensureActive()
                val next = engine.nextCandidate() ?: break
                engine.warm(next)
                warmed++
            }
            return PrefetchOutcome.Completed(warmed = warmed, exhausted = engine.nextCandidate() == null)
        } catch (e: CancellationException) {
            return PrefetchOutcome.Cancelled
        } finally {
            window.release(reason = task.identifier)
        }
    }
}
