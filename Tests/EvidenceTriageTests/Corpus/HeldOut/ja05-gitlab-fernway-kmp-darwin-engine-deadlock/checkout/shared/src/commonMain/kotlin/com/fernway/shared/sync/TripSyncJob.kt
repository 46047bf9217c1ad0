package com.fernway.shared.sync

import com.fernway.shared.db.ItineraryStore
import com.fernway.shared.network.TripApi
import kotlinx.datetime.Instant

/** Work done by the iOS BGAppRefreshTask "com.fernway.itinerary.refresh" (and Android WorkManager). */
class TripSyncJob(
    private val api: TripApi,
    private val store: ItineraryStore,
    private val cursor: SyncCursor,
) {
    suspend fun refresh(): Int {
        val since: Instant = cursor.load()
        val page = api.changesSince(since)
        cursor.save(page.serverTime)          // advance the cursor first ...
        store.applyAll(page.itineraries)      // ... then write the itineraries
        return page.itineraries.size
    }
}
