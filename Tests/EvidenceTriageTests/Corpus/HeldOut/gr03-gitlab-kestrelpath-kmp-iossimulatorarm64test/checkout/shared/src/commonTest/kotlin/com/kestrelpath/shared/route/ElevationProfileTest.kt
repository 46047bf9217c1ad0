package com.kestrelpath.shared.route

import com.kestrelpath.shared.testing.readTestResource
import kotlin.test.Test
import kotlin.test.assertEquals

class ElevationProfileTest {
    @Test
    fun `computes total ascent for the sample loop`() {
        val route = GpxParser().parse(readTestResource("routes/sample_loop.gpx"))

        val profile = ElevationProfile.of(route)

        assertEquals(59.0, profile.totalAscentMeters, absoluteTolerance = 0.01)
    }

    @Test
    fun `flat route has no ascent`() {
        val route = Route("flat", listOf(TrackPoint(0.0, 0.0, 10.0), TrackPoint(0.0, 0.001, 10.0)))
        assertEquals(0.0, ElevationProfile.of(route).totalAscentMeters)
    }
}
