package quarry.notes

import app.cash.turbine.test
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.flowOn
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals

class SyncCursorStoreTest {
    @Test
    fun ignoresOlderSequences() {
        val store = SyncCursorStore()
        store.advanceTo(12)
        store.advanceTo(7)
        assertEquals(12L, store.cursor.value)
    }

    @Test
    fun emitsCursorUpdatesFromBackgroundWriter() = runBlocking {
        val store = SyncCursorStore()

        store.cursor.flowOn(Dispatchers.Default).test {
            assertEquals(0L, expectItem())
            store.advanceTo(5)
            assertEquals(5L, expectItem())
            cancelAndIgnoreRemainingEvents()
        }
    }
}
