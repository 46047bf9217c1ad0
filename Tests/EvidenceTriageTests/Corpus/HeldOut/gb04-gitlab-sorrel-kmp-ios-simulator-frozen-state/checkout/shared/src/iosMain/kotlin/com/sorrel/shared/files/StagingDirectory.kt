package com.sorrel.shared.files

import kotlinx.cinterop.cstr
import kotlinx.cinterop.memScoped
import kotlinx.cinterop.toKString
import platform.Foundation.NSFileManager
import platform.Foundation.NSTemporaryDirectory
import platform.posix.mkdtemp

/** Scratch directory for downloaded photo batches; removed when a job ends or is cancelled. */
actual class StagingDirectory actual constructor(prefix: String) {
    actual val path: String

    init {
        val template = "${NSTemporaryDirectory()}$prefix.XXXXXX"
        path = memScoped {
            val created = mkdtemp(template.cstr.ptr) ?: error("mkdtemp failed for $template")
            created.toKString()
        }
    }

    actual fun remove(): Boolean =
        NSFileManager.defaultManager.removeItemAtPath(cleanupPath(), null)

    // Resolved lazily so a cancelled job removes exactly what it created.
    private fun cleanupPath(): String = memScoped { path.cstr.ptr.toKString() }
}
