package com.ferrow.shared.sync

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

class DepartureCache {
    val departures = mutableListOf<Departure>()
    var lastSyncEpochSeconds: Long = 0
}

class TimetableSync(private val api: TimetableApi, private val cache: DepartureCache) {
    /** Fetches new departures on a worker and merges them into the cache. */
    suspend fun merge(route: String): Int = withContext(Dispatchers.Default) {
        val fresh = api.departures(route)
        // `cache` was created on the main thread and is not frozen or shared:
        // touching it from the Default dispatcher's worker is illegal on the
        // current Kotlin/Native memory model.
        cache.departures.removeAll { it.route == route }
        cache.departures.addAll(fresh)
        cache.lastSyncEpochSeconds = fresh.maxOfOrNull { it.fetchedAt } ?: cache.lastSyncEpochSeconds
        fresh.size
    }
}
