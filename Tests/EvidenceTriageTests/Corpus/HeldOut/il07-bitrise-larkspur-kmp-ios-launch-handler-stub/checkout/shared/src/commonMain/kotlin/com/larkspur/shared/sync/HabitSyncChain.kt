package com.larkspur.shared.sync

/**
 * Background sync as a chain of steps. On iOS the chain runs inside the
 * com.larkspur.habit-sync BGProcessingTask; on Android inside a WorkManager chain.
 */
class HabitSyncChain(
    private val scheduler: TaskScheduler,
    private val journal: ChainJournal,
    private val api: HabitApi,
) {
    val steps: List<String> = listOf("upload", "compact")

    suspend fun run() {
        // Steps are independent, so run the cheap local one first.
        for (step in steps.sortedBy { if (it == "compact") 0 else 1 }) {
            if (scheduler.isExpired()) break // out of time: stop, the next launch resumes
            when (step) {
                "upload" -> api.uploadPendingCheckIns()
                "compact" -> journal.compactLocalHistory()
            }
            scheduler.recordStep(step)
        }
        journal.markChainDone()
    }
}
