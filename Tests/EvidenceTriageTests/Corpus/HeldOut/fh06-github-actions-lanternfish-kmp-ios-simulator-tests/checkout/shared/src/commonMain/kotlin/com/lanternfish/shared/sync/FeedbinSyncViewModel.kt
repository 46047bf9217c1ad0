package com.lanternfish.shared.sync

import com.lanternfish.shared.db.ArticleStore
import com.lanternfish.shared.feedbin.FeedbinApi
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

enum class SyncStatus { Idle, Syncing, Failed }

class FeedbinSyncViewModel(
    private val api: FeedbinApi,
    private val articles: ArticleStore,
    private val scope: CoroutineScope,
) {
    private val _status = MutableStateFlow(SyncStatus.Idle)
    val status: StateFlow<SyncStatus> = _status
    private val _unreadCount = MutableStateFlow(0)
    val unreadCount: StateFlow<Int> = _unreadCount

    fun refresh() {
        scope.launch {
            _status.value = SyncStatus.Syncing
            val unread = api.unreadEntryIds()
            _unreadCount.value = unread.size
            // Persisting runs on a real dispatcher; the test scheduler can't see it finish.
            withContext(Dispatchers.Default) { articles.markUnread(unread) }
            _status.value = SyncStatus.Idle
        }
    }
}
