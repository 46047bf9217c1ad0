package app.tallyho.shared.sync

import app.tallyho.shared.model.StockSnapshot
import kotlin.coroutines.resume
import kotlin.coroutines.suspendCoroutine
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch

/** Pulls the warehouse snapshot that the background processing task applies. */
class StockSync(private val source: SnapshotSource) {
    private val scope = CoroutineScope(Dispatchers.Default)

    fun subscribe(onSnapshot: (StockSnapshot) -> Unit) {
        scope.launch {
            val snapshot = suspendCoroutine<StockSnapshot> { cont ->
                source.fetch { result -> cont.resume(result) }
            }
            onSnapshot(snapshot)
        }
    }
}
