package com.fernhill.shared.sync

import kotlinx.cinterop.*
import platform.CoreFoundation.*
import platform.Foundation.*
import platform.Security.*

@OptIn(ExperimentalForeignApi::class)
class KeychainCursorVault(private val service: String) : CursorVault {

    override fun read(): SyncCursor? = memScoped {
        val query = baseQuery().apply {
            CFDictionaryAddValue(this, kSecReturnData, kCFBooleanTrue)
            CFDictionaryAddValue(this, kSecMatchLimit, kSecMatchLimitOne)
        }
        val out = alloc<CFTypeRefVar>()
        val status = SecItemCopyMatching(query, out.ptr)
        if (status == errSecItemNotFound) return null
        if (status != errSecSuccess) throw VaultException("SecItemCopyMatching failed: OSStatus $status")
        val data = CFBridgingRelease(out.value) as NSData
        SyncCursor.decode(data.toByteArray())
    }

    override fun write(cursor: SyncCursor) {
        clear()
        val attrs = baseQuery().apply {
            CFDictionaryAddValue(this, kSecValueData, CFBridgingRetain(cursor.encode().toNSData()))
            CFDictionaryAddValue(this, kSecAttrAccessible, kSecAttrAccessibleAfterFirstUnlock)
        }
        val status = SecItemAdd(attrs, null)
        if (status != errSecSuccess) {
            val name = if (status == -34018) " (errSecMissingEntitlement)" else ""
            throw VaultException("SecItemAdd failed: OSStatus $status$name")
        }
    }

    override fun clear() {
        SecItemDelete(baseQuery())
    }

    private fun baseQuery(): CFMutableDictionaryRef? = CFDictionaryCreateMutable(null, 0, null, null)?.apply {
        CFDictionaryAddValue(this, kSecClass, kSecClassGenericPassword)
        CFDictionaryAddValue(this, kSecAttrService, CFBridgingRetain(service))
    }
}

class VaultException(message: String) : Exception(message)
