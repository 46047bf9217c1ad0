package quarry.sync

import com.russhwolf.settings.AppleSettings
import kotlinx.coroutines.runBlocking
import platform.Foundation.NSUserDefaults
import kotlin.test.AfterTest
import kotlin.test.Test
import kotlin.test.assertEquals

class OutboxDrainerTest {
    private val defaults = NSUserDefaults(suiteName = "quarry.tests.outbox")
    private val settings = AppleSettings(defaults)

    @AfterTest
    fun clear() = settings.clear()

    @Test
    fun drainsNothingWhenOutboxIsEmpty() = runBlocking {
        val drainer = OutboxDrainer(InMemoryOutbox(), RecordingNotesApi(), settings, worker = ImmediateDispatcher)
        assertEquals(DrainResult(sent = 0, cursor = 0L), drainer.drainOnce())
    }

    @Test
    fun drainsQueuedNotesOnWorkerThread() = runBlocking {
        val outbox = InMemoryOutbox(notes(1..3))
        val api = RecordingNotesApi()
        val drainer = OutboxDrainer(outbox, api, settings)

        val result = drainer.drainInBackground()

        assertEquals(3, result.sent)
        assertEquals(3L, settings.getLong(OutboxDrainer.CURSOR_KEY, 0L))
    }
}
