package com.fernwick.transit.background

import kotlinx.datetime.Instant

data class RefreshRequest(val identifier: String, val earliestBegin: Instant)

/** BGTaskScheduler on iOS, WorkManager on Android, FakeBackgroundScheduler in tests. */
interface BackgroundScheduler {
    fun submit(request: RefreshRequest): Result<Unit>
}
