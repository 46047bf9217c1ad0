package app.tally.shared

import kotlin.test.Test
import kotlin.test.assertTrue

class LogBufferTest {
    @Test
    fun testAppendKeepsOrder() {
        val buffer = LogBuffer(capacity = 4)
        buffer.append("a"); buffer.append("b")
        assertTrue(buffer.snapshot() == listOf("a", "b"))
    }

    @Test
    fun testClearEmptiesBuffer() {
        val buffer = LogBuffer()
        buffer.clear()
        assertTrue(buffer.snapshot().isEmpty())
    }
}
