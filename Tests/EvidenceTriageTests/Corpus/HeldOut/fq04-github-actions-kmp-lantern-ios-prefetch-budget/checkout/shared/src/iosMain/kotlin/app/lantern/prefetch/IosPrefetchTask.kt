package app.lantern.prefetch

import kotlin.time.Duration
import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.minutes
import kotlin.time.Duration.Companion.seconds

/**
 * The two BGTaskScheduler task types the iOS app registers.
 *
 * Both identifiers must also be listed under BGTaskSchedulerPermittedIdentifiers
 * in iosApp/iosApp/Info.plist.
 */
enum class IosPrefetchTask(
    val identifier: String,
    /** How long one pass may warm the cache once it has actually started. */
    val budget: Duration,
    /** Passed to the request as earliestBeginDate (a floor, not a schedule). */
    val floor: Duration,
) {
    /** Opportunistic top-up, BGAppRefreshTask (~30 s of runtime from iOS). */
    Refresh("app.lantern.prefetch.refresh", budget = 22.seconds, floor = 2.hours),

    /** The bulk pass, BGProcessingTask. */
    Processing("app.lantern.prefetch.processing", budget = 5.minutes, floor = 6.hours),
}
