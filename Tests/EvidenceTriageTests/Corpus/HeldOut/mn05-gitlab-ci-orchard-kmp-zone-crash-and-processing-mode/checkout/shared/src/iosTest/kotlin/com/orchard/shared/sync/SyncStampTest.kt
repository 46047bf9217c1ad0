package com.orchard.shared.sync

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlinx.datetime.Instant

class SyncStampTest {
    @Test
    fun lastSyncedLabelUsesDeviceZone() {
        val stamp = SyncStamp(Instant.parse("2026-08-17T06:30:00Z"))
        assertEquals("Synced 06:30", stamp.label(FixedLocale.enGB))
    }
}
