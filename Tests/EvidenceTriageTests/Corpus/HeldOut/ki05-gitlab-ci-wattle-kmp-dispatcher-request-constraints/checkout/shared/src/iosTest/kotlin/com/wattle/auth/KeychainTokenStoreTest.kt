package com.wattle.auth

import kotlin.test.Test
import kotlin.test.assertEquals

class KeychainTokenStoreTest {
    @Test
    fun tokenRoundTripsWhileUnlocked() {
        val store = KeychainTokenStore(FakeKeychain(locked = false))
        store.save("r-1")
        assertEquals("r-1", store.refreshToken())
    }

    @Test
    fun tokenReadableWhileDeviceLockedAfterFirstUnlock() {
        // FakeKeychain mirrors iOS: WhenUnlocked items answer errSecInteractionNotAllowed (-25308)
        // while locked; AfterFirstUnlock items stay readable once the device was unlocked since boot.
        val keychain = FakeKeychain(locked = false, unlockedSinceBoot = true)
        val store = KeychainTokenStore(keychain)
        store.save("r-2")

        keychain.locked = true

        assertEquals("r-2", store.refreshToken())
    }
}
