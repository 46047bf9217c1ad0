package io.lumen.shared.auth

import kotlin.test.Test
import kotlin.test.assertNull

class TokenStoreTest {
    @Test
    fun testExpiredTokenIsDropped() {
        val store = TokenStore(clock = FixedClock(epochSeconds = 2_000))
        store.save(Token(value = "abc", expiresAtEpochSeconds = 1_999))
        assertNull(store.current())
    }

    @Test
    fun testKeychainRoundTrip() {
        val store = TokenStore(backend = KeychainBackend(service = "io.lumen.tests"))
        store.save(Token(value = "xyz", expiresAtEpochSeconds = Long.MAX_VALUE))
        store.clear()
        assertNull(store.current())
    }
}
