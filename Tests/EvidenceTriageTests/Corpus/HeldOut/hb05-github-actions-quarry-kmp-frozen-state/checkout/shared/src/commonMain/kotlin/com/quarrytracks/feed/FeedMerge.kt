package com.quarrytracks.feed

data class TrackEdit(val id: String, val title: String, val editedAtMillis: Long)

/**
 * Merges a page of server edits into the local list. When both sides have
 * the same id, the newer edit (by editedAtMillis) must win.
 */
fun mergeEdits(local: List<TrackEdit>, remote: List<TrackEdit>): List<TrackEdit> {
    val byId = LinkedHashMap<String, TrackEdit>()
    for (edit in local) byId[edit.id] = edit
    for (edit in remote) {
        byId.getOrPut(edit.id) { edit }
    }
    return byId.values.sortedByDescending { it.editedAtMillis }
}
