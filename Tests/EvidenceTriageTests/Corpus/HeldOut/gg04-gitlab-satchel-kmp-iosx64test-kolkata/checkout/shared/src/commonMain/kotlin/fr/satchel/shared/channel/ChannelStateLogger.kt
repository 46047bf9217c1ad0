package fr.satchel.shared.channel

import org.kodein.log.LoggerFactory
import org.kodein.log.frontend.printFrontend
import org.kodein.log.newLogger

enum class ChannelState { Offline, Syncing, Normal, Closing, Closed }

/**
 * Logs every channel state transition. The iOS app also calls this from the
 * BGAppRefreshTask handler when a background sync moves a channel from
 * Syncing to Normal, so the transition shows up in shared logs.
 */
class ChannelStateLogger(
    factory: LoggerFactory = LoggerFactory(printFrontend),
    private val sink: (String) -> Unit = {},
) {
    private val log = newLogger(factory)

    fun onTransition(from: ChannelState, to: ChannelState) {
        val line = "channel $from -> $to"
        sink(line)
        if (to == ChannelState.Closed) {
            log.warning { line }
        } else {
            log.info { line }
        }
        log.debug { "transition recorded" }
    }
}
