package io.brightwater.shared.cache

import io.brightwater.shared.model.Reading
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

/**
 * Holds the latest reading per station between background refreshes.
 * Shared by the foreground view models and the BGAppRefreshTask handler.
 */
class InMemoryReadingCache {
    private val mutex = Mutex()
    private val byStation = HashMap<String, Reading>()

    suspend fun get(stationId: String): Reading? = mutex.withLock { byStation[stationId] }

    suspend fun putAll(readings: List<Reading>) = mutex.withLock {
        for (reading in readings) {
            val current = byStation[reading.stationId]
            if (current == null || current.takenAt < reading.takenAt) {
                byStation[reading.stationId] = reading
            }
        }
    }

    suspend fun size(): Int = mutex.withLock { byStation.size }
}
