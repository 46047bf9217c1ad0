package com.orchard.shared.auth

import kotlin.test.AfterTest
import kotlin.test.Test
import kotlin.test.assertEquals

class KeychainTokenStoreTest {
    private val store = KeychainTokenStore()

    @AfterTest
    fun clear() {
        store.accessToken = null
        store.refreshToken = null
    }

    @Test
    fun roundTripsAccessToken() {
        store.accessToken = "at-41c9"
        assertEquals("at-41c9", store.accessToken)
    }

    @Test
    fun removesTokensOnSignOut() {
        store.refreshToken = "rt-77f0"
        store.refreshToken = null
        assertEquals(null, store.refreshToken)
    }

    @Test
    fun refreshTokenIsStoredAccessibleAfterFirstUnlock() {
        store.refreshToken = "rt-77f0"
        // Background sync runs while the phone is locked: the item must not be
        // kSecAttrAccessibleWhenUnlocked ("ak") but AfterFirstUnlock ("ck").
        val protection = KeychainInspector.accessibility(service = "com.orchard.tokens", account = "refresh_token")
        assertEquals("ck", protection, "refresh token must stay readable by background sync while the device is locked")
    }

    @Test
    fun accessTokenSurvivesStoreRecreation() {
        store.accessToken = "at-9001"
        assertEquals("at-9001", KeychainTokenStore().accessToken)
    }
}
