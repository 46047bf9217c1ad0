package com.tallow.shared.sync

import platform.Foundation.NSBundle
import kotlin.test.Test
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

class BackgroundSyncConfigTest {
    @Test
    fun permittedIdentifiersDeclaredInBundle() {
        @Suppress("UNCHECKED_CAST")
        val ids = NSBundle.mainBundle.objectForInfoDictionaryKey("BGTaskSchedulerPermittedIdentifiers") as? List<String>
        assertNotNull(ids, "BGTaskSchedulerPermittedIdentifiers missing from main bundle")
        assertTrue(BackgroundSync.REFRESH_ID in ids)
    }
}
