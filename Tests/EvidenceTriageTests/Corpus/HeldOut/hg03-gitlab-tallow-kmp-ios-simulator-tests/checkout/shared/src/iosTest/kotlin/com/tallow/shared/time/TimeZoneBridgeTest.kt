package com.tallow.shared.time

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull

class TimeZoneBridgeTest {

    @Test
    fun europeParisBridges() {
        val ns = TimeZoneBridge.toFoundation("Europe/Paris")
        assertNotNull(ns)
        assertEquals("Europe/Paris", ns.name)
    }

    @Test
    fun everySystemZoneRoundTripsThroughNSTimeZone() {
        val unknown = TimeZoneBridge.availableZoneIds()
            .filter { TimeZoneBridge.toFoundation(it) == null }
            .sorted()
        assertEquals(0, unknown.size, "Zones unknown to NSTimeZone on this runtime: $unknown.")
    }
}
