package com.tidewater.shared.sync

import com.freeletics.flowredux.dsl.FlowReduxStateMachine
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.FlowPreview

sealed class SyncState {
    object Idle : SyncState()
    object Loading : SyncState()
    data class Content(val tides: List<TideEvent>, val fetchedAtEpochSeconds: Long) : SyncState()
    data class Error(val message: String) : SyncState()
}

sealed class SyncAction {
    object Refresh : SyncAction()
    object Retry : SyncAction()
}

// Drives the foreground refresh and the periodic background refresh of the
// tide tables (the iOS app calls refresh() from its BGAppRefreshTask handler).
@OptIn(FlowPreview::class, ExperimentalCoroutinesApi::class)
class SyncStateMachine(
    private val repository: TideRepository,
) : FlowReduxStateMachine<SyncState, SyncAction>(initialState = SyncState.Idle) {
    init {
        spec {
            inState<SyncState.Idle> {
                on<SyncAction.Refresh> { _, _ -> OverrideState(SyncState.Loading) }
            }
            inState<SyncState.Loading> {
                onEnter { _ ->
                    repository.fetchTides().fold(
                        onSuccess = { OverrideState(SyncState.Content(it.events, it.fetchedAt)) },
                        onFailure = { OverrideState(SyncState.Error(it.message ?: "sync failed")) },
                    )
                }
            }
            inState<SyncState.Content> {
                on<SyncAction.Refresh> { _, _ -> OverrideState(SyncState.Loading) }
            }
            inState<SyncState.Error> {
                on<SyncAction.Retry> { _, _ -> OverrideState(SyncState.Loading) }
            }
        }
    }
}
