package com.fernwick.transit.sync

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch

/**
 * Runs from the iOS BGAppRefreshTask handler (iosApp/AppDelegate.swift) and from
 * pull-to-refresh. Maps every departure board to its platform layout.
 */
class TimetableSyncJob(
    private val api: TransitApi,
    private val cache: DepartureCache,
    private val platforms: PlatformDirectory,
    private val scope: CoroutineScope = CoroutineScope(SupervisorJob()),
) {
    fun launchRefresh(onDone: (Boolean) -> Unit): Job = scope.launch {
        val page = api.departuresSince(cache.cursor())
        val mapped = page.boards.map { board ->
            val layout = platforms.layoutFor(board.stopId)
                ?: error("Departure board '${board.stopId}' has no platform mapping")
            board.copy(platformLayout = layout)
        }
        cache.apply(page.copy(boards = mapped))
        onDone(true)
    }
}
