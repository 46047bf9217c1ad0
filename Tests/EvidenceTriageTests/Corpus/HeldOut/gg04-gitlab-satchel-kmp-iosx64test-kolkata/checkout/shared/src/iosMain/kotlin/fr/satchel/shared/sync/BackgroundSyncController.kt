package fr.satchel.shared.sync

import fr.satchel.shared.channel.ChannelState
import fr.satchel.shared.channel.ChannelStateLogger
import fr.satchel.shared.log.LogMemory
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.withTimeoutOrNull

/**
 * Called from the Swift BGAppRefreshTask handler (iosApp/SatchelApp/BackgroundRefresh.swift,
 * task id fr.satchel.wallet.sync, registered in application(_:didFinishLaunchingWithOptions:)).
 * The Swift side owns registration, submission and setTaskCompleted; this class only runs
 * the sync and reports whether it finished in the time it was given.
 */
class BackgroundSyncController(
    private val sync: suspend () -> Unit,
    private val logs: LogMemory,
    private val channelLogger: ChannelStateLogger,
) {
    private val scope = CoroutineScope(Dispatchers.Main)

    fun run(budgetMillis: Long, onDone: (Boolean) -> Unit) {
        scope.launch {
            val started = logs.append("sync", "background refresh started")
            channelLogger.onTransition(ChannelState.Offline, ChannelState.Syncing)
            val finished = withTimeoutOrNull(budgetMillis) { sync() } != null
            if (finished) channelLogger.onTransition(ChannelState.Syncing, ChannelState.Normal)
            logs.append("sync", if (finished) "background refresh finished" else "background refresh timed out")
            onDone(finished)
        }
    }
}
