package com.wattle.auth

/**
 * Holds the supplier API refresh token. Read by the dispatcher's meter-read job, which iOS
 * runs in the background, usually with the phone locked.
 */
class KeychainTokenStore(private val keychain: KeychainBackend) {
    fun save(token: String) {
        keychain.add(
            account = ACCOUNT,
            value = token,
            accessibility = Accessibility.WhenUnlocked,   // unavailable while the device is locked
        )
    }

    fun refreshToken(): String? = keychain.read(ACCOUNT)

    private companion object { const val ACCOUNT = "supplier.refresh-token" }
}
