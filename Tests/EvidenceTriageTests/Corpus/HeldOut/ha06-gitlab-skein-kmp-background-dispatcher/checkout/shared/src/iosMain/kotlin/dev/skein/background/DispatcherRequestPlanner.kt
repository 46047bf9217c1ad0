package dev.skein.background

/** What the master dispatcher asks BGTaskScheduler for. */
data class DispatcherRequest(
    val kind: Kind,
    val requiresNetworkConnectivity: Boolean,
    val requiresExternalPower: Boolean,
) {
    enum class Kind { APP_REFRESH, PROCESSING }
}

data class PendingTask(val id: String, val requiresNetwork: Boolean, val isHeavy: Boolean)

/**
 * Dynamic task ids are not in BGTaskSchedulerPermittedIdentifiers, so they ride on the
 * master dispatcher ("dev.skein.dispatcher"), which is always submitted as a processing request:
 * BGAppRefreshTask has a hard ~30 s ceiling the batch executor cannot respect.
 */
object DispatcherRequestPlanner {
    fun plan(pending: List<PendingTask>): DispatcherRequest? {
        if (pending.isEmpty()) return null
        return DispatcherRequest(
            kind = DispatcherRequest.Kind.PROCESSING,
            // Network is required only when *every* pending task needs it; otherwise a task
            // that can run offline would be held back by the constraint.
            requiresNetworkConnectivity = pending.any { it.requiresNetwork },
            requiresExternalPower = pending.any { it.isHeavy },
        )
    }
}
