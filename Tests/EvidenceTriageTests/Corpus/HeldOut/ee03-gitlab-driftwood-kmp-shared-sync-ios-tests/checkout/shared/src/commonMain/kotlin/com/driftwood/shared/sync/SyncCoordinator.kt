package com.driftwood.shared.sync

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.withContext

class SyncCoordinator(
    private val api: FeedApi,
    private val store: CursorStore,
    private val mainDispatcher: CoroutineDispatcher,
) {
    private val _state = MutableStateFlow<SyncState>(SyncState.Idle)
    val state: StateFlow<SyncState> = _state

    suspend fun refresh() {
        val result = runCatching { api.fetch(since = store.cursor) }
        withContext(mainDispatcher) {
            result.fold(
                onSuccess = { page ->
                    store.commit(page.items, page.nextCursor)
                    _state.value = SyncState.Done(itemCount = page.items.size)
                },
                onFailure = { _state.value = SyncState.Failed(it) },
            )
        }
    }
}
