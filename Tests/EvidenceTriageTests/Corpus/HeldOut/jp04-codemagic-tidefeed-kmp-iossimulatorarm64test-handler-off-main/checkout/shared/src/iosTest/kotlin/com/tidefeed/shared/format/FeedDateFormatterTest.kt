package com.tidefeed.shared.format

import kotlin.test.Test
import kotlin.test.assertEquals

class FeedDateFormatterTest {
    @Test
    fun formatsTodayInUtc() {
        // 2026-12-07 09:30 UTC, now 2026-12-07 12:00 UTC
        assertEquals("Today 09:30", FeedDateFormatter("UTC").label(1_796_635_800, 1_796_644_800))
    }

    @Test
    fun formatsYesterdayForUtcMinusFive() {
        // 2026-12-07 03:30 UTC is 22:30 on Dec 6 in New York; now is Dec 7 12:00 New York.
        assertEquals(
            "Yesterday 22:30",
            FeedDateFormatter("America/New_York").label(1_796_614_200, 1_796_662_800),
        )
    }
}
