package com.kestrelpath.shared.testing

actual fun readTestResource(path: String): String =
    requireNotNull(object {}.javaClass.classLoader.getResource(path)) { "Resource $path not on the classpath" }
        .readText()
