package com.kestrelpath.shared.route

import com.kestrelpath.shared.testing.readTestResource
import kotlin.test.Test
import kotlin.test.assertEquals

class RouteFixtureParserTest {
    private val parser = GpxParser()

    @Test
    fun `parses an inline two point track`() {
        val gpx = """<gpx><trk><trkseg>
            <trkpt lat="1.0" lon="2.0"><ele>3.0</ele></trkpt>
            <trkpt lat="1.5" lon="2.5"><ele>4.0</ele></trkpt>
            </trkseg></trk></gpx>"""
        assertEquals(2, parser.parse(gpx).points.size)
    }

    @Test
    fun `parses the bundled sample route`() {
        val route = parser.parse(readTestResource("routes/sample_loop.gpx"))

        assertEquals("Sample loop", route.name)
        assertEquals(6, route.points.size)
    }
}
