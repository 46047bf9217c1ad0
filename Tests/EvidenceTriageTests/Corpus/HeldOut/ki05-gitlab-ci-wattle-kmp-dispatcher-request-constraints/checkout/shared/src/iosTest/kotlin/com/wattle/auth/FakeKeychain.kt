package com.wattle.auth

/**
 * In-memory KeychainBackend with the iOS accessibility rules that matter for background work:
 *  - WhenUnlocked items: readable only while the device is unlocked.
 *  - AfterFirstUnlock items: readable once the device has been unlocked since boot.
 * Reads that iOS would refuse fail the way KeychainSettings reports SecItemCopyMatching errors.
 */
class FakeKeychain(
    var locked: Boolean,
    var unlockedSinceBoot: Boolean = !locked,
) : KeychainBackend {
    private data class Item(val value: String, val accessibility: Accessibility)
    private val items = mutableMapOf<String, Item>()

    override fun add(account: String, value: String, accessibility: Accessibility) {
        check(!locked || accessibility != Accessibility.WhenUnlocked) {
            "Keychain error $ERR_SEC_INTERACTION_NOT_ALLOWED: User interaction is not allowed."
        }
        items[account] = Item(value, accessibility)
    }

    override fun read(account: String): String? {
        val item = items[account] ?: return null
        val readable = when (item.accessibility) {
            Accessibility.WhenUnlocked -> !locked
            Accessibility.AfterFirstUnlock -> unlockedSinceBoot
            Accessibility.Always -> true
        }
        if (!readable) {
            // errSecInteractionNotAllowed, as SecItemCopyMatching returns it on a locked device
            throw IllegalStateException("Keychain error $ERR_SEC_INTERACTION_NOT_ALLOWED: User interaction is not allowed.")
        }
        return item.value
    }

    private companion object { const val ERR_SEC_INTERACTION_NOT_ALLOWED = -25308 }
}
