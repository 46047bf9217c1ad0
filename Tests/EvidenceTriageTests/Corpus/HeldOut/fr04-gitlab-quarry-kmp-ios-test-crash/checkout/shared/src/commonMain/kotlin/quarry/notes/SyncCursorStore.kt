package quarry.notes

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow

/** Last outbox sequence the server acknowledged; the notes list observes it. */
class SyncCursorStore {
    private val _cursor = MutableStateFlow(0L)
    val cursor: StateFlow<Long> = _cursor

    fun advanceTo(sequence: Long) {
        if (sequence > _cursor.value) _cursor.value = sequence
    }
}
