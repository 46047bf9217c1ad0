package com.driftwood.shared.sync

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs

/**
 * iOS-only tests: the coordinator is what BackgroundRefreshHandler.swift calls
 * from the BGAppRefreshTask launch handler, and it publishes on Dispatchers.Main
 * so SwiftUI observers see the new state.
 */
class SyncCoordinatorTest {

    private val page = FeedPage(items = listOf(FeedItem("a1", "Low tide 06:12")), nextCursor = "c2")

    @Test
    fun refreshStoresNextCursor() = runTest {
        val store = InMemoryCursorStore()
        val coordinator = SyncCoordinator(FakeFeedApi(listOf(page)), store, mainDispatcher = StandardTestDispatcher(testScheduler))
        coordinator.refresh()
        assertEquals("c2", store.cursor)
    }

    @Test
    fun refreshKeepsCursorWhenApiFails() = runTest {
        val store = InMemoryCursorStore(cursor = "c1")
        val coordinator = SyncCoordinator(FakeFeedApi(failWith = FeedError.Server(503)), store, mainDispatcher = StandardTestDispatcher(testScheduler))
        coordinator.refresh()
        assertEquals("c1", store.cursor)
        assertIs<SyncState.Failed>(coordinator.state.value)
    }

    @Test
    fun refreshPublishesResultOnMain() = runTest {
        val coordinator = SyncCoordinator(FakeFeedApi(listOf(page)), InMemoryCursorStore(), mainDispatcher = Dispatchers.Main)
        coordinator.refresh()
        assertEquals(SyncState.Done(itemCount = 1), coordinator.state.value)
    }

    @Test
    fun secondRefreshIsIdempotent() = runTest {
        val store = InMemoryCursorStore()
        val api = FakeFeedApi(listOf(page, page))
        val coordinator = SyncCoordinator(api, store, mainDispatcher = StandardTestDispatcher(testScheduler))
        coordinator.refresh()
        coordinator.refresh()
        assertEquals(1, store.items.size)
    }
}
