package com.sorrel.shared.refresh

import com.sorrel.shared.sync.SyncWorker
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.async
import kotlinx.coroutines.withTimeout
import kotlin.native.concurrent.freeze

/**
 * Runs the sync inside the budget iOS gives a BGAppRefreshTask (~30 s). The
 * scope is frozen so the expiration handler, which iOS calls on another
 * thread, may cancel it.
 */
class RefreshCoordinator(private val scope: CoroutineScope, private val worker: SyncWorker) {
    init {
        scope.freeze()
    }

    suspend fun refreshWithinBudget(budgetMillis: Long = 25_000): Int =
        scope.async {
            withTimeout(budgetMillis) {
                worker.run()
            }
        }.await()
}
