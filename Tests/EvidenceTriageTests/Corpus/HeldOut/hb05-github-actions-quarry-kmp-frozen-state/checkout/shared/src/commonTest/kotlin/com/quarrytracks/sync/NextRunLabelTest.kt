package com.quarrytracks.sync

import kotlin.test.Test
import kotlin.test.assertEquals

class NextRunLabelTest {
    @Test
    fun formatsNextRunTime() {
        // 2026-03-03T14:05:00Z
        assertEquals("Tue, 3 Mar 14:05", NextRunLabel.format(1_772_546_700_000))
    }
}
