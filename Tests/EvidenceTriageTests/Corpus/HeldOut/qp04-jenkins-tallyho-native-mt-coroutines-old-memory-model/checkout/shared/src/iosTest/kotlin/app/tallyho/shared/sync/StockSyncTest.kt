package app.tallyho.shared.sync

import app.tallyho.shared.model.StockSnapshot
import app.tallyho.shared.testing.FakeWarehouseClient
import app.tallyho.shared.testing.runMainLoopUntil
import kotlin.test.Test
import kotlin.test.assertEquals

class StockSyncTest {

    @Test
    fun subscribeDeliversRemoteSnapshot() {
        val client = FakeWarehouseClient(StockSnapshot(revision = 41, skus = mapOf("A-100" to 12)))
        var received: StockSnapshot? = null
        StockSync(SnapshotSource(client)).subscribe { received = it }
        runMainLoopUntil(seconds = 5.0) { received != null }
        assertEquals(41, received?.revision)
    }
}
