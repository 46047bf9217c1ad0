package com.harborlight.shared.data

import com.harborlight.shared.model.Session

class SessionsRepository(
    private val api: SessionsApi,
    private val store: SessionStore,
) {
    /** Pulls the timetable and replaces the cached copy. Called by the app-refresh task. */
    suspend fun refresh(): Int {
        val sessions = api.fetchSessions()
        store.replaceAll(sessions)
        return sessions.size
    }

    fun cached(): List<Session> = store.all()
}
