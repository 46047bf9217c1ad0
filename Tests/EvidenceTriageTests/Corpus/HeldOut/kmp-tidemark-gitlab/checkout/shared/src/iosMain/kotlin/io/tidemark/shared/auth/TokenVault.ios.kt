package io.tidemark.shared.auth

import kotlinx.cinterop.*
import platform.CoreFoundation.*
import platform.Foundation.*
import platform.Security.*

/** Keychain-backed store for the OAuth refresh token (generic password items). */
actual class TokenVault actual constructor(private val service: String) {

    actual fun storeRefreshToken(token: String): Boolean = memScoped {
        delete(ACCOUNT)
        val query = query(ACCOUNT).apply {
            CFDictionaryAddValue(this, kSecValueData, (token as NSString).dataUsingEncoding(NSUTF8StringEncoding)?.let { CFBridgingRetain(it) })
            CFDictionaryAddValue(this, kSecAttrAccessible, kSecAttrAccessibleAfterFirstUnlock)
        }
        val status = SecItemAdd(query, null)
        if (status != errSecSuccess) {
            println("[TokenVault] SecItemAdd($ACCOUNT) failed: OSStatus $status")
        }
        status == errSecSuccess
    }

    actual fun refreshToken(): String? = memScoped {
        val result = alloc<CFTypeRefVar>()
        val query = query(ACCOUNT).apply {
            CFDictionaryAddValue(this, kSecReturnData, kCFBooleanTrue)
            CFDictionaryAddValue(this, kSecMatchLimit, kSecMatchLimitOne)
        }
        if (SecItemCopyMatching(query, result.ptr) != errSecSuccess) return null
        val data = CFBridgingRelease(result.value) as NSData
        NSString.create(data, NSUTF8StringEncoding) as String?
    }

    actual fun clear() {
        delete(ACCOUNT)
    }

    private fun delete(account: String) {
        SecItemDelete(query(account))
    }

    private fun query(account: String): CFMutableDictionaryRef? =
        CFDictionaryCreateMutable(null, 4, null, null).apply {
            CFDictionaryAddValue(this, kSecClass, kSecClassGenericPassword)
            CFDictionaryAddValue(this, kSecAttrService, CFBridgingRetain(service))
            CFDictionaryAddValue(this, kSecAttrAccount, CFBridgingRetain(account))
        }

    private companion object {
        const val ACCOUNT = "refresh_token"
    }
}
