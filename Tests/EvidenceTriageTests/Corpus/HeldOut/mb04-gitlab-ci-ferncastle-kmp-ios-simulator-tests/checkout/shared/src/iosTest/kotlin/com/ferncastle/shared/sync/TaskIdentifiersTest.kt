package com.ferncastle.shared.sync

import platform.Foundation.NSDictionary
import platform.Foundation.NSProcessInfo
import platform.Foundation.dictionaryWithContentsOfFile
import kotlin.test.Test
import kotlin.test.assertTrue

/** Reads the Info.plist of the app the job just built (see .gitlab-ci.yml). */
class TaskIdentifiersTest {
    private val builtPlist: Map<Any?, *> by lazy {
        val path = NSProcessInfo.processInfo.environment["FERNCASTLE_BUILT_INFO_PLIST"] as String
        NSDictionary.dictionaryWithContentsOfFile(path)!! as Map<Any?, *>
    }

    @Test
    fun everyRegisteredWorkerIsPermitted() {
        @Suppress("UNCHECKED_CAST")
        val permitted = builtPlist["BGTaskSchedulerPermittedIdentifiers"] as List<String>
        for (id in TaskIds.all) {
            assertTrue(
                id in permitted,
                "$id is registered by ${TaskIds.owner(id)} but missing from BGTaskSchedulerPermittedIdentifiers of the built app",
            )
        }
    }

    @Test
    fun processingWorkersHaveProcessingMode() {
        @Suppress("UNCHECKED_CAST")
        val modes = builtPlist["UIBackgroundModes"] as List<String>
        assertTrue("processing" in modes)
    }
}
