package app.kittiwake.shared.prefetch

import kotlin.time.Duration
import kotlin.time.TimeSource

/**
 * Warms the conversation cache one conversation at a time until the queue is
 * empty or the pass's budget (22 s for an app-refresh wake, 5 min for a
 * processing wake) is spent.
 */
class PrefetchRunner(
    private val fetcher: ConversationFetcher,
    private val timeSource: TimeSource = TimeSource.Monotonic,
) {
    suspend fun runPass(queue: List<String>, budget: Duration): List<String> {
        val start = TimeSource.Monotonic.markNow()
        val warmed = mutableListOf<String>()
        for (id in queue) {
            if (start.elapsedNow() >= budget) break
            fetcher.fetch(id)
            warmed += id
        }
        return warmed
    }
}

fun interface ConversationFetcher {
    suspend fun fetch(conversationId: String)
}
