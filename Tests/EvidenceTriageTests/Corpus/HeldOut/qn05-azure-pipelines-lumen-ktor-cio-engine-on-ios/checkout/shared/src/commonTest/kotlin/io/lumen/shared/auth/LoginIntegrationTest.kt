package io.lumen.shared.auth

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class LoginIntegrationTest {
    private val client = LumenAuthClient(issuer = "https://auth.staging.lumen.io/realms/app")

    @Test
    fun testDiscoveryDocumentLoads() = runTest {
        val doc = client.discover()
        assertEquals("https://auth.staging.lumen.io/realms/app", doc.issuer)
    }

    @Test
    fun testJwksHasSigningKey() = runTest {
        val keys = client.jwks()
        assertTrue(keys.any { it.use == "sig" })
    }
}
