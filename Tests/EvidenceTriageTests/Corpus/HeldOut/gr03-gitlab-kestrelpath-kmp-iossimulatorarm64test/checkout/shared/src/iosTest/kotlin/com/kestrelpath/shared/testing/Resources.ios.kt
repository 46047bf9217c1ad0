package com.kestrelpath.shared.testing

import kotlinx.cinterop.ExperimentalForeignApi
import platform.Foundation.NSBundle
import platform.Foundation.NSString
import platform.Foundation.NSUTF8StringEncoding
import platform.Foundation.stringWithContentsOfFile

@OptIn(ExperimentalForeignApi::class)
actual fun readTestResource(path: String): String {
    val name = path.substringBeforeLast('.')
    val type = path.substringAfterLast('.')
    val file = NSBundle.mainBundle.pathForResource(name, type)
        ?: error("Resource $path not found in NSBundle.mainBundle (${NSBundle.mainBundle.bundlePath})")
    return NSString.stringWithContentsOfFile(file, NSUTF8StringEncoding, null)
        ?: error("Resource $path could not be read")
}
