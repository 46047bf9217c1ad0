package com.tidewater.shared.sync

import app.cash.turbine.test
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking

class SyncStateMachineTest {

    private val events = listOf(TideEvent.high(epochSeconds = 1_631_600_000, heightCm = 412))

    @Test
    fun refreshEmitsLoadingThenContent() = runBlocking {
        val machine = SyncStateMachine(FakeTideRepository(Result.success(TideTable(events, fetchedAt = 1_631_599_000))))

        machine.state.test {
            assertEquals(SyncState.Idle, awaitItem())
            launch { machine.dispatch(SyncAction.Refresh) }
            assertEquals(SyncState.Loading, awaitItem())
            val content = assertIs<SyncState.Content>(awaitItem())
            assertEquals(events, content.tides)
        }
    }

    @Test
    fun failedFetchEmitsErrorAndRetryRecovers() = runBlocking {
        val repo = FakeTideRepository(Result.failure(IllegalStateException("offline")))
        val machine = SyncStateMachine(repo)

        machine.state.test {
            assertEquals(SyncState.Idle, awaitItem())
            launch { machine.dispatch(SyncAction.Refresh) }
            assertEquals(SyncState.Loading, awaitItem())
            assertEquals(SyncState.Error("offline"), awaitItem())
            repo.next = Result.success(TideTable(events, fetchedAt = 1_631_599_500))
            launch { machine.dispatch(SyncAction.Retry) }
            assertEquals(SyncState.Loading, awaitItem())
            assertIs<SyncState.Content>(awaitItem())
        }
    }
}
