package io.tidemark.shared.sync

import kotlinx.coroutines.*

interface TideView {
    fun showTides(tides: List<String>)
    fun showError(message: String)
}

/**
 * Loads tide predictions for the saved stations and keeps an in-memory cache
 * that the background refresh (BGAppRefreshTask) reuses for the widget.
 */
class TideSyncPresenter(
    private val view: TideView,
    private val api: TideApi,
    private val scope: CoroutineScope,
) {
    val cache = mutableListOf<String>()

    fun refresh(stationIds: List<String>): Job = scope.launch {
        val fresh = withContext(Dispatchers.Default) {
            // parse + format off the main thread
            stationIds.flatMap { id -> api.predictions(id).map { "${it.station} ${it.time} ${it.height}m" } }
        }
        println("Updating local cache")
        cache.clear()
        cache.addAll(fresh)
        view.showTides(cache.toList())
    }
}
