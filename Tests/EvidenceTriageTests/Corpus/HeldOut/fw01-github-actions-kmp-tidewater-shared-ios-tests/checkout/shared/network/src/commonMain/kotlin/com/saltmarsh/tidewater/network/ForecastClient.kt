package com.saltmarsh.tidewater.network

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.get
import io.ktor.client.request.parameter

class ForecastClient(
    private val http: HttpClient,
    private val baseUrl: String,
) {
    suspend fun tideTable(stationId: String, days: Int): TideTable =
        http.get("$baseUrl/stations/$stationId/tides") {
            parameter("days", days)
        }.body()
}
