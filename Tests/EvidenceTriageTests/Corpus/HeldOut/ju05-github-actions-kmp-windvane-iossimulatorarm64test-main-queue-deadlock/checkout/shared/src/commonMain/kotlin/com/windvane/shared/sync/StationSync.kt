package com.windvane.shared.sync

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

/**
 * Pulls the latest readings for the user's saved stations. Run by the app on
 * pull-to-refresh and by the iOS BGAppRefreshTask handler (iosMain/BackgroundRefresh.kt).
 */
class StationSync(
    private val api: StationApi,
    private val store: ReadingStore,
) {
    suspend fun refresh(stationIds: List<String>): Int {
        val readings = api.latest(stationIds)
        // ReadingStore feeds the UI's observable state, which must only change on main.
        withContext(Dispatchers.Main) {
            store.replaceAll(readings)
        }
        return readings.size
    }
}
