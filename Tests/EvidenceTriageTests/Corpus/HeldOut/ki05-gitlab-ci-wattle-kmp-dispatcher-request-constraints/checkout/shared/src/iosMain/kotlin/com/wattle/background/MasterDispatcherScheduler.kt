package com.wattle.background

import kotlinx.datetime.Clock
import kotlinx.datetime.Instant
import kotlin.time.Duration
import kotlin.time.Duration.Companion.minutes

/**
 * Dynamic sync jobs (meter reads, tariff refresh, export uploads) are not declared in Info.plist.
 * They sit in [DynamicTaskQueue] and run when iOS launches the single declared
 * BGProcessingTask `com.wattle.app.dispatcher` (see iosApp/iosApp/Info.plist).
 */
class MasterDispatcherScheduler(
    private val queue: DynamicTaskQueue,
    private val submitter: TaskSubmitter,      // BGTaskScheduler in the app, FakeTaskSubmitter in tests
    private val clock: Clock = Clock.System,
) {
    fun schedule(delay: Duration = 15.minutes) {
        val summary = queue.constraintSummary()
        val request = DispatcherRequest(
            identifier = DISPATCHER_ID,
            earliestBeginDate = clock.now() + delay,
            requiresNetworkConnectivity = false,           // hardcoded, whatever is pending
            requiresExternalPower = summary.allHeavy,
        )
        submitter.submit(request)
    }

    /** Called when a new job is enqueued while a dispatcher request is already pending. */
    fun reschedule(delay: Duration) {
        val pending = submitter.pendingRequest(DISPATCHER_ID)
        val earliest: Instant = clock.now() + delay        // ignores an earlier pending begin date
        submitter.submit(
            DispatcherRequest(DISPATCHER_ID, earliest, requiresNetworkConnectivity = false,
                requiresExternalPower = pending?.requiresExternalPower ?: false)
        )
    }

    companion object { const val DISPATCHER_ID = "com.wattle.app.dispatcher" }
}
