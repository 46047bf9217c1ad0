package com.kestrelpath.shared.testing

/** Reads a fixture from src/commonTest/resources. */
expect fun readTestResource(path: String): String
