package com.ferrow.shared

import com.ferrow.shared.sync.DepartureCache
import com.ferrow.shared.sync.TimetableSync
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals

class TimetableSyncTest {
    @Test
    fun mergesDeparturesFromBackgroundWorker() = runBlocking {
        val cache = DepartureCache()
        val sync = TimetableSync(FakeTimetableApi(departures = 6), cache)
        val merged = sync.merge("stromness-hamnavoe")
        assertEquals(6, merged)
        assertEquals(6, cache.departures.size)
    }
}
