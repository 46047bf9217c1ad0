package dev.wharfside.shared.sync

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.withContext

class SyncViewModel(
    private val repo: TimetableRepository,
    private val uiDispatcher: CoroutineDispatcher = Dispatchers.Main,
) {
    private val _state = MutableStateFlow(SyncState())
    val state: StateFlow<SyncState> = _state

    suspend fun refresh() {
        val departures = repo.nextDepartures()
        // Publish on the UI thread (main queue on iOS).
        withContext(uiDispatcher) {
            _state.value = SyncState(departures = departures, status = SyncState.Status.Fresh)
        }
    }
}

data class SyncState(
    val departures: List<String> = emptyList(),
    val status: Status = Status.Stale,
) {
    enum class Status { Stale, Fresh }
}
