package io.brightwater.shared.net

import io.brightwater.shared.model.Reading
import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.get
import io.ktor.client.request.header

/**
 * Station read API used by the BGAppRefreshTask handler and the station screen.
 */
class StationApi(
    private val client: HttpClient,
    private val baseUrl: String,
) {
    @kotlinx.serialization.Serializable
    private data class LatestResponse(val readings: List<ReadingDto>)

    @kotlinx.serialization.Serializable
    private data class ReadingDto(val stationId: String, val takenAt: Long, val ph: Double)

    suspend fun latestReadings(stationId: String): List<Reading> {
        val response: LatestResponse = client.get("$baseUrl/v2/stations/$stationId/readings/latest") {
            header("Accept", "application/json")
        }.body()

        return response.readings.map { Reading(it.stationId, it.takenAt, it.ph) }
    }
}
