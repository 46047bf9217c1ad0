package com.orchard.shared.auth

import com.russhwolf.settings.ExperimentalSettingsImplementation
import com.russhwolf.settings.KeychainSettings

/**
 * Access and refresh tokens for the Orchard API. Read by the app in the
 * foreground and by the background sync (BGAppRefreshTask and silent pushes).
 */
@OptIn(ExperimentalSettingsImplementation::class)
class KeychainTokenStore(
    private val settings: KeychainSettings = KeychainSettings(service = "com.orchard.tokens"),
) : TokenStore {
    override var accessToken: String?
        get() = settings.getStringOrNull(ACCESS)
        set(value) = if (value == null) settings.remove(ACCESS) else settings.putString(ACCESS, value)

    override var refreshToken: String?
        get() = settings.getStringOrNull(REFRESH)
        set(value) = if (value == null) settings.remove(REFRESH) else settings.putString(REFRESH, value)

    private companion object {
        const val ACCESS = "access_token"
        const val REFRESH = "refresh_token"
    }
}
