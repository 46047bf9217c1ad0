package io.brightwater.shared.cache

import io.brightwater.shared.model.Reading
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import kotlin.test.Test
import kotlin.test.assertEquals

class InMemoryReadingCacheTest {
    private fun reading(station: String, at: Long, ph: Double) = Reading(station, at, ph)

    @Test
    fun keepsNewestReadingPerStation() = runBlocking {
        val cache = InMemoryReadingCache()
        cache.putAll(listOf(reading("LK-04", 100, 7.1), reading("LK-04", 200, 7.4)))
        assertEquals(7.4, cache.get("LK-04")?.ph)
    }

    @Test
    fun ignoresOlderReadings() = runBlocking {
        val cache = InMemoryReadingCache()
        cache.putAll(listOf(reading("LK-04", 200, 7.4)))
        cache.putAll(listOf(reading("LK-04", 100, 6.9)))
        assertEquals(7.4, cache.get("LK-04")?.ph)
    }

    @Test
    fun cacheIsWritableFromWorkerScope() = runBlocking {
        val cache = InMemoryReadingCache()
        cache.putAll(listOf(reading("LK-04", 100, 7.1)))
        // The refresh handler writes from Dispatchers.Default; the UI reads on main.
        withContext(Dispatchers.Default) {
            cache.putAll(listOf(reading("RV-11", 150, 6.8)))
        }
        assertEquals(2, cache.size())
    }
}
