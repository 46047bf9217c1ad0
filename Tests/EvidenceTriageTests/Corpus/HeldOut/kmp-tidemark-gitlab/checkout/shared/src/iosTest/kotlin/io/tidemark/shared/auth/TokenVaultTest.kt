package io.tidemark.shared.auth

import kotlin.test.AfterTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull
import kotlin.test.assertTrue

class TokenVaultTest {
    private val vault = TokenVault(service = "io.tidemark.app.tests")

    @AfterTest
    fun tearDown() {
        vault.clear()
    }

    @Test
    fun missingTokenReadsAsNull() {
        assertNull(vault.refreshToken())
    }

    @Test
    fun storesRefreshTokenInKeychain() {
        // The background tide sync reads this token when BGAppRefreshTask fires,
        // so it must live in the keychain rather than NSUserDefaults.
        val stored = vault.storeRefreshToken("rt-7c1e0f9a")

        assertTrue(stored)
        assertEquals("rt-7c1e0f9a", vault.refreshToken())
    }
}
