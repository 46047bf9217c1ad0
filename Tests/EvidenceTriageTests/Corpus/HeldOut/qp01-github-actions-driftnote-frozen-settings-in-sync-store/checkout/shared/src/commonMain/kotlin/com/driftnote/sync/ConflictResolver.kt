package com.driftnote.sync

import kotlinx.datetime.Instant

data class NoteVersion(val id: String, val body: String, val editedAt: Instant)

object ConflictResolver {
    /** Last writer wins; ties keep the local copy. */
    fun resolve(local: NoteVersion, remote: NoteVersion): NoteVersion =
        if (remote.editedAt < local.editedAt) remote else local
}
