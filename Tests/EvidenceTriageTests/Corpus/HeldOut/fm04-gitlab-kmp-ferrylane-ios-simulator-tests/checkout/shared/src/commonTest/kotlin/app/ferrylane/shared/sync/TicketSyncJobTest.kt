package app.ferrylane.shared.sync

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class TicketSyncJobTest {

    @Test
    fun storesEveryPage() = runTest {
        val api = FakeTicketApi(pages = 3, perPage = 2)
        val store = InMemoryTicketStore()
        TicketSyncJob(api, store, InMemoryCursorStore()).runOnce()
        assertEquals(6, store.count())
    }

    @Test
    fun cursorNotAdvancedWhenPageWriteFails() = runTest {
        val api = FakeTicketApi(pages = 2, perPage = 2)
        val store = InMemoryTicketStore(failOnWrite = 2)
        val cursors = InMemoryCursorStore()

        assertFailsWith<StoreWriteException> {
            TicketSyncJob(api, store, cursors).runOnce()
        }

        // Page 1 was stored, page 2 was not: the cursor must still point at page 2.
        assertEquals("c1", cursors.load("tickets"))
    }
}
