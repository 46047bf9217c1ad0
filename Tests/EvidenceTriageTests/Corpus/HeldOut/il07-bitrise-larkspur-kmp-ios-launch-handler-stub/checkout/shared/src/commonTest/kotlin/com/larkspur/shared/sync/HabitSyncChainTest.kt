package com.larkspur.shared.sync

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

class HabitSyncChainTest {
    private val scheduler = FakeTaskScheduler()
    private val journal = InMemoryChainJournal()
    private val api = FakeHabitApi()

    @Test
    fun chainRunsUploadBeforeCompaction() = runTest {
        HabitSyncChain(scheduler, journal, api).run()
        // Compaction drops check-ins that are already uploaded; it must run last.
        assertEquals(listOf("upload", "compact"), scheduler.recordedSteps)
    }

    @Test
    fun chainExpiredMidwayIsNotMarkedDone() = runTest {
        scheduler.expireAfterSteps = 1 // expirationHandler fires after the first step
        HabitSyncChain(scheduler, journal, api).run()
        assertEquals(false, journal.done, "chain expired before finishing must not be marked done")
    }

    @Test
    fun chainMarksJournalDone() = runTest {
        HabitSyncChain(scheduler, journal, api).run()
        assertEquals(true, journal.done)
    }
}
