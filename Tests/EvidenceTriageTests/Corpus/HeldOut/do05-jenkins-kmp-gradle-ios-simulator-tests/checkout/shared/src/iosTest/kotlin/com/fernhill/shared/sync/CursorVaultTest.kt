package com.fernhill.shared.sync

import kotlin.test.AfterTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull

/**
 * Runs against the real keychain. `iosSimulatorArm64Test` executes the test
 * binary with `xcrun simctl spawn`, as a bare executable: it is not an app
 * bundle and carries no keychain-access-groups entitlement.
 */
class CursorVaultTest {
    private val vault = KeychainCursorVault(service = "com.fernhill.sync.cursor")

    @AfterTest
    fun tearDown() = vault.clear()

    @Test
    fun emptyVaultReturnsNull() = assertNull(vault.read())

    @Test
    fun clearRemovesCursor() {
        vault.clear()
        assertNull(vault.read())
    }

    @Test
    fun cursorSurvivesRelaunch() {
        val cursor = SyncCursor(page = "p_8812", updatedAt = 1_764_492_000L)
        vault.write(cursor)
        val reopened = KeychainCursorVault(service = "com.fernhill.sync.cursor")
        assertEquals(cursor, reopened.read())
    }
}
