package app.brindle.shared.sync

import app.brindle.shared.testing.FakePantryApi
import app.brindle.shared.testing.InMemoryPantryStore
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.test.runTest
import kotlinx.datetime.Instant
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class PantrySyncWorkerTest {
    private val t0 = Instant.parse("2024-11-05T06:00:00Z")
    private val t1 = Instant.parse("2024-11-05T07:00:00Z")

    @Test
    fun cancelledRunDoesNotAdvanceLastSync() = runTest {
        val store = InMemoryPantryStore(lastSync = t0)
        val api = FakePantryApi(failWith = CancellationException("expired"))
        val worker = PantrySyncWorker(api, store) { t1 }
        assertFailsWith<CancellationException> { worker.run() }
        assertEquals(t0, store.lastSync())
    }
}
