package com.ferrowick.shared.docks

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.darwin.Darwin
import io.ktor.client.request.get
import io.ktor.client.request.parameter
import kotlinx.coroutines.runBlocking

/**
 * Entry point for the iOS BGAppRefreshTask handler (Swift cannot await a
 * suspend function from the handler without a bridge, so this blocks).
 */
class DockStatusRefresher(
    private val store: DockStore,
    private val baseUrl: String = "https://api.ferrowick.example",
) {
    // ktor 2.0.1: the Darwin engine creates its NSURLSession with the
    // *current* NSOperationQueue as delegate queue (KTOR-3900, fixed in
    // ktor#3001). Called on the main queue, runBlocking below blocks the
    // very queue the response callbacks are delivered on.
    private val client = HttpClient(Darwin)

    fun refreshBlocking(): Int = runBlocking {
        log("DockStatusRefresher.refreshBlocking: GET $baseUrl/v2/docks?since=${store.lastUpdated()}")
        val docks: List<DockStatus> = client.get("$baseUrl/v2/docks") {
            parameter("since", store.lastUpdated())
        }.body()
        store.save(docks)
        log("DockStatusRefresher.refreshBlocking: saved ${docks.size} docks")
        docks.size
    }
}
