package fr.satchel.shared.log

import kotlinx.datetime.Clock
import kotlinx.datetime.Instant
import kotlinx.datetime.TimeZone
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class LogMemoryTest {

    private class FixedClock(var now: Instant) : Clock {
        override fun now(): Instant = now
    }

    @Test
    fun keepsOnlyTheLastEntries() {
        val memory = LogMemory(capacity = 2, clock = FixedClock(Instant.fromEpochSeconds(0)), zone = { TimeZone.UTC })
        memory.append("a", "1"); memory.append("a", "2"); memory.append("a", "3")
        assertEquals(listOf("2", "3"), memory.dump().lines().map { it.substringAfterLast(' ') })
    }

    @Test
    fun formatsEntryTimestampInLocalZone() {
        // Uses the system zone, as the app does. CI runs on the Bengaluru
        // Mac mini, so this exercises a half-hour offset (UTC+05:30).
        val now = Clock.System.now()
        val memory = LogMemory(clock = FixedClock(now))
        memory.append("sync", "background refresh finished")
        // format() is what dump() uses for every entry.
        val rendered = memory.format(LogEntry(now, "sync", "background refresh finished"))
        assertTrue(rendered.endsWith("[sync] background refresh finished"), rendered)
    }
}
