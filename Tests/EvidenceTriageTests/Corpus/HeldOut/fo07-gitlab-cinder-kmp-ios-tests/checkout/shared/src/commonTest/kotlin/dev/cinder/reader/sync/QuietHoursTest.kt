package dev.cinder.reader.sync

import kotlinx.datetime.Instant
import kotlinx.datetime.LocalTime
import kotlinx.datetime.TimeZone
import kotlin.test.Test
import kotlin.test.assertEquals

class QuietHoursTest {
    private val quiet = QuietHours(start = LocalTime(22, 0), end = LocalTime(7, 0))
    private val berlin = TimeZone.of("Europe/Berlin")

    @Test
    fun outsideQuietHoursRefreshesImmediately() {
        val now = Instant.parse("2026-11-09T14:00:00Z")  // 15:00 in Berlin
        assertEquals(now, SyncWindow.nextAllowedRefresh(now, quiet, berlin))
    }

    @Test
    fun nextRefreshSkipsQuietHoursInLocalTime() {
        // 23:30 in Berlin (UTC+1 in November): quiet until 07:00 Berlin = 06:00Z next day
        val now = Instant.parse("2026-11-09T22:30:00Z")

        val next = SyncWindow.nextAllowedRefresh(now, quiet, berlin)

        assertEquals(Instant.parse("2026-11-10T06:00:00Z"), next)
    }
}
