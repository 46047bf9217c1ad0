package com.sorrel.shared.files

import platform.Foundation.NSFileManager
import kotlin.test.Test
import kotlin.test.assertFalse
import kotlin.test.assertTrue

class StagingDirectoryTest {
    @Test
    fun stagingDirIsCreatedUnderTmp() {
        val dir = StagingDirectory("sorrel-stage")
        assertTrue(NSFileManager.defaultManager.fileExistsAtPath(dir.path))
        dir.remove()
    }

    @Test
    fun stagingDirIsRemovedAfterCancel() {
        val dir = StagingDirectory("sorrel-stage")
        val removed = dir.remove()
        assertFalse(
            NSFileManager.defaultManager.fileExistsAtPath(dir.path),
            "Staging directory still exists after cancel: ${dir.path} (remove() returned $removed)",
        )
    }
}
