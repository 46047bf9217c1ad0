package com.trailmix.shared

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.request.get
import io.ktor.client.request.parameter
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.json.Json

/**
 * Pulls trail conditions for the saved regions. Called from the app on launch and
 * from the iOS BGAppRefreshTask handler (which runs on a background queue).
 */
class TrailSyncRepository(
    private val store: TrailStore,
    private val baseUrl: String = "https://api.trailmix.app/v2",
) {
    private val client = HttpClient {
        install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
    }

    suspend fun refreshConditions(regionIds: List<String>): Int {
        var updated = 0
        for (region in regionIds) {
            val report: ConditionsReport = client.get("$baseUrl/conditions") {
                parameter("region", region)
            }.body()
            store.upsert(report.trailheads)
            updated += report.trailheads.size
        }
        return updated
    }
}
