package app.tidewell.sync

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.test.runTest
import kotlin.test.AfterTest
import kotlin.test.BeforeTest
import kotlin.test.Test
import kotlin.test.assertEquals

class JournalQueueCorruptionTest {

    private lateinit var dir: TestDir
    private lateinit var queue: JournalQueue

    @BeforeTest
    fun setUp() {
        dir = TestDir.create("journal-corruption")
        queue = JournalQueue.open(dir.path)
        // Size monitor logs a line whenever the journal is compacted.
        CoroutineScope(Dispatchers.Default).launch { queue.sizeMonitor.watch { println("journal size $it") } }
    }

    @AfterTest
    fun tearDown() {
        queue.close()
        dir.delete()
    }

    @Test
    fun truncatedTail_triggersFullRescan() = runTest {
        queue.append(Entry("a")); queue.append(Entry("b"))
        dir.truncateLastBytes("journal.bin", 3)
        val reopened = JournalQueue.open(dir.path)
        assertEquals(listOf("a"), reopened.pending().map { it.id })
    }
}
