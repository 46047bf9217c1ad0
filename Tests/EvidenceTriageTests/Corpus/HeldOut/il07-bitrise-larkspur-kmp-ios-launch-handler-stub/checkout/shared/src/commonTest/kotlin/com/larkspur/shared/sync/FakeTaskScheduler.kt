package com.larkspur.shared.sync

/** Test double for the platform scheduler: no BGTaskScheduler / WorkManager involved. */
class FakeTaskScheduler : TaskScheduler {
    var expireAfterSteps: Int? = null
    val recordedSteps = mutableListOf<String>()

    override fun isExpired(): Boolean = expireAfterSteps?.let { recordedSteps.size >= it } ?: false
    override fun recordStep(step: String) { recordedSteps += step }
}
