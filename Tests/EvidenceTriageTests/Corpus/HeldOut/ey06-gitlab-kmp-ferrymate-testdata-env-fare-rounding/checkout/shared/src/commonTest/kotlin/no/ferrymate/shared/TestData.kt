package no.ferrymate.shared

import okio.FileSystem
import okio.Path.Companion.toPath
import okio.SYSTEM

expect fun testEnv(name: String): String?

expect fun currentDirectory(): String

/**
 * Reads a file from shared/src/commonTest/testdata. The repository root comes
 * from FERRYMATE_ROOT (set by the build for every test task); the working
 * directory is not the module directory on every target.
 */
fun readTestData(name: String): String {
    val root = testEnv("FERRYMATE_ROOT")
        ?: ".".also { println("[readTestData] FERRYMATE_ROOT unset, reading ./shared/src/commonTest/testdata/$name (cwd ${currentDirectory()})") }
    val path = "$root/shared/src/commonTest/testdata/$name".toPath()
    return FileSystem.SYSTEM.read(path) { readUtf8() }
}
