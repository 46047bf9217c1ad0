package no.ferrymate.shared

import kotlinx.cinterop.ExperimentalForeignApi
import kotlinx.cinterop.toKString
import platform.posix.getenv

@OptIn(ExperimentalForeignApi::class)
actual fun testEnv(name: String): String? = getenv(name)?.toKString()

@OptIn(ExperimentalForeignApi::class)
actual fun currentDirectory(): String = platform.Foundation.NSFileManager.defaultManager.currentDirectoryPath
