package com.pinecrest.shared.sync

import kotlin.time.Duration
import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.seconds

class BackoffPolicy(private val base: Duration = 30.seconds, private val cap: Duration = 1.hours) {
    fun delayFor(attempt: Int): Duration = base * (1 shl attempt.coerceAtMost(20))
}
