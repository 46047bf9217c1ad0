package io.fathom.relay

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class RelayUrlNormalizerTest {
    @Test
    fun lowercasesScheme() {
        assertEquals("wss://relay.example.org", RelayUrlNormalizer.normalize("WSS://relay.example.org"))
    }

    @Test
    fun stripsTrailingSlashAndLowercasesHost() {
        assertEquals(
            "wss://relay.example.org",
            RelayUrlNormalizer.normalize("wss://Relay.Example.org/"),
        )
    }

    @Test
    fun rejectsUrlWithoutScheme() {
        assertFailsWith<IllegalArgumentException> { RelayUrlNormalizer.normalize("relay.example.org") }
    }
}
