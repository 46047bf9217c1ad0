package com.harborlight.shared.data

import com.harborlight.shared.model.Session
import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.get

class SessionsApi(
    private val client: HttpClient,
    private val baseUrl: String,
) {
    suspend fun fetchSessions(): List<Session> {
        val response = client.get("$baseUrl/events/harborlight2026/timetable")
        return response.body<TimetableResponse>().sessions
    }
}
