package com.lanternfish.shared.sync

import com.lanternfish.shared.fakes.FakeFeedbinApi
import com.lanternfish.shared.fakes.InMemoryArticleStore
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.advanceUntilIdle
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

@OptIn(ExperimentalCoroutinesApi::class)
class FeedbinSyncViewModelTest {

    @Test
    fun syncStatusReturnsToIdleAfterRefresh() = runTest {
        val api = FakeFeedbinApi(unreadIds = listOf(101, 102, 103))
        val viewModel = FeedbinSyncViewModel(api = api, articles = InMemoryArticleStore(), scope = backgroundScope)

        viewModel.refresh()
        advanceUntilIdle()

        assertEquals(SyncStatus.Idle, viewModel.status.value)
    }

    @Test
    fun unreadCountIsPublishedAfterRefresh() = runTest {
        val api = FakeFeedbinApi(unreadIds = listOf(7, 8))
        val viewModel = FeedbinSyncViewModel(api = api, articles = InMemoryArticleStore(), scope = backgroundScope)

        viewModel.refresh()
        advanceUntilIdle()

        assertEquals(2, viewModel.unreadCount.value)
    }
}
