package com.quillmoor.notes.sync

class NoteSync(private val store: NoteStore, private val api: NotesApi) {
    val cursor: String get() = store.cursor

    suspend fun runOnce() {
        val pending = store.pendingAfter(store.cursor)
        if (pending.isEmpty()) return
        // BUG: cursor committed before the upload is acknowledged.
        store.cursor = pending.last().id
        pending.chunked(5).forEach { api.upload(it) }
    }
}
