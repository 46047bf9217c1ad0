package com.weirgate.shared.sync

import com.weirgate.shared.api.FakeGaugeApi
import com.weirgate.shared.store.InMemoryReadingStore
import com.weirgate.shared.testing.runMainLoopUntil
import kotlin.test.Test
import kotlin.test.assertEquals

class GaugeSyncJobTest {
    @Test
    fun syncFromBackgroundWorkerStoresReadings() {
        val store = InMemoryReadingStore()
        val job = GaugeSyncJob(FakeGaugeApi(readingsPerGauge = 4), store)
        var result: Result<Int>? = null

        job.run(listOf("E21778", "F1902")) { result = it }
        runMainLoopUntil(seconds = 10) { result != null }

        assertEquals(8, result!!.getOrThrow())
        assertEquals(8, store.count())
    }

    @Test
    fun emptyGaugeListStoresNothing() {
        val store = InMemoryReadingStore()
        var result: Result<Int>? = null
        GaugeSyncJob(FakeGaugeApi(readingsPerGauge = 4), store).run(emptyList()) { result = it }
        runMainLoopUntil(seconds = 5) { result != null }
        assertEquals(0, result!!.getOrThrow())
    }
}
