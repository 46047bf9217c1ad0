package app.brindle.shared.sync

import kotlinx.coroutines.CancellationException
import kotlinx.datetime.Instant

/** The pantry sync run by the iOS BGAppRefreshTask and by WorkManager on Android. */
class PantrySyncWorker(
    private val api: PantryApi,
    private val store: PantryStore,
    private val clock: () -> Instant,
) {
    suspend fun run(): Boolean {
        try {
            val changes = api.changesSince(store.lastSync())
            store.apply(changes)
            return true
        } catch (e: CancellationException) {
            throw e
        } finally {
            store.setLastSync(clock())
        }
    }
}
