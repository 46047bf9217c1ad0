package app.reelcount.sync

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.time.Duration.Companion.minutes

class SyncBackoffTest {
    @Test
    fun startsAtBase() {
        assertEquals(15.minutes, SyncBackoff().nextDelay())
    }

    @Test
    fun backoffDoublesAfterFailure() {
        val b = SyncBackoff()
        repeat(3) { b.onFailure() }
        assertEquals(120.minutes, b.nextDelay())
    }
}
