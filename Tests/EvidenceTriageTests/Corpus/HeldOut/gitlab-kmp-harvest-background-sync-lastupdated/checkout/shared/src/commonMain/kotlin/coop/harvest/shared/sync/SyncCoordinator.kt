package coop.harvest.shared.sync

class SyncCoordinator(
    private val api: HarvestApi,
    private val store: SyncStore,
    private val clock: Clock,
) {
    @Throws(Exception::class)
    suspend fun refresh() {
        val orders = api.fetchOrders(since = store.lastUpdatedEpochSeconds())
        store.saveOrders(orders)
        store.setLastUpdated(clock.nowEpochSeconds())
    }

    /** Entry point for the iOS BGAppRefreshTask and the Android periodic worker. */
    @Throws(Exception::class)
    suspend fun runBackgroundSync() {
        val orders = api.fetchOrders(since = store.lastUpdatedEpochSeconds())
        store.saveOrders(orders)
        store.pruneDelivered(olderThanDays = 30)
    }
}
