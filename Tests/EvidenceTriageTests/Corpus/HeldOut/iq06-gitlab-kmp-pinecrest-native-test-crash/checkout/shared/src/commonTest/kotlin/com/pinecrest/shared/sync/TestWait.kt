package com.pinecrest.shared.sync

expect fun waitUntil(timeoutMillis: Long = 5_000, condition: () -> Boolean)
