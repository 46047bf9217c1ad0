package fr.satchel.shared.channel

import kotlin.test.Test
import kotlin.test.assertEquals

class ChannelStateLoggerTest {

    @Test
    fun logsClosingAsWarning() {
        val lines = mutableListOf<String>()
        ChannelStateLogger(sink = { lines += it }).onTransition(ChannelState.Closing, ChannelState.Closed)
        assertEquals(listOf("channel Closing -> Closed"), lines)
    }

    @Test
    fun logsTransitionToNormal() {
        // Same path the iOS BGAppRefreshTask handler takes after a background
        // sync completes: Syncing -> Normal, logged through the default
        // (print) frontend.
        val lines = mutableListOf<String>()
        val logger = ChannelStateLogger(sink = { lines += it })
        logger.onTransition(ChannelState.Syncing, ChannelState.Normal)
        assertEquals(listOf("channel Syncing -> Normal"), lines)
    }
}
