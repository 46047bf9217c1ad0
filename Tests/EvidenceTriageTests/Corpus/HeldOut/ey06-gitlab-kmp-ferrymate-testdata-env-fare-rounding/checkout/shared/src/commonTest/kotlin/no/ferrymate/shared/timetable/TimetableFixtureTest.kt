package no.ferrymate.shared.timetable

import no.ferrymate.shared.readTestData
import kotlin.test.Test
import kotlin.test.assertEquals

class TimetableFixtureTest {

    @Test
    fun parsesSummerTimetableInline() {
        val timetable = TimetableParser.parse("""{"route":"Hareid-Sulesund","departures":["06:10","06:40"]}""")
        assertEquals(2, timetable.departures.size)
    }

    @Test
    fun parsesWinterTimetable() {
        val timetable = TimetableParser.parse(readTestData("winter-2026.json"))

        assertEquals("Hareid-Sulesund", timetable.route)
        assertEquals(41, timetable.departures.size)
    }
}
