package com.tallow.shared.sync

import kotlinx.datetime.Instant
import kotlin.test.Test
import kotlin.test.assertEquals

class LastSyncLabelTest {

    @Test
    fun formatsLastSyncInUtc() {
        val lastSync = Instant.parse("2026-11-30T08:15:00Z")
        assertEquals("Last synced 2026-11-30 08:15 UTC", lastSyncLabel(lastSync))
    }
}
