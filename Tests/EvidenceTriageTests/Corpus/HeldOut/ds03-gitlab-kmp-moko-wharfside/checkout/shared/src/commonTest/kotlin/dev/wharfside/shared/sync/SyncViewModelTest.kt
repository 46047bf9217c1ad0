package dev.wharfside.shared.sync

import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

class SyncViewModelTest {

    private val repo = FakeTimetableRepository(departures = listOf("06:40", "07:10"))

    @Test
    fun refreshLoadsDepartures() = runTest(StandardTestDispatcher()) {
        val vm = SyncViewModel(repo, uiDispatcher = coroutineContext[kotlinx.coroutines.CoroutineDispatcher]!!)
        vm.refresh()
        testScheduler.advanceUntilIdle()
        assertEquals(listOf("06:40", "07:10"), vm.state.value.departures)
    }

    // Uses the real UI dispatcher (Dispatchers.Main) the way the app does.
    @Test
    fun refreshPublishesOnMain() = runTest {
        val vm = SyncViewModel(repo)
        vm.refresh()
        assertEquals(SyncState.Status.Fresh, vm.state.value.status)
    }
}
