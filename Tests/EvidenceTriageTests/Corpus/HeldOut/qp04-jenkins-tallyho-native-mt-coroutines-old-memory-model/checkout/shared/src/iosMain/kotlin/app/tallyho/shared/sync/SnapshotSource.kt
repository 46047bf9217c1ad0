package app.tallyho.shared.sync

import app.tallyho.shared.model.StockSnapshot
import platform.darwin.dispatch_async
import platform.darwin.dispatch_get_main_queue

/** iOS source: the platform SDK delivers its callback on the main queue. */
actual class SnapshotSource actual constructor(private val client: WarehouseClient) {
    actual fun fetch(onResult: (StockSnapshot) -> Unit) {
        client.latest { snapshot ->
            dispatch_async(dispatch_get_main_queue()) {
                onResult(snapshot)
            }
        }
    }
}
