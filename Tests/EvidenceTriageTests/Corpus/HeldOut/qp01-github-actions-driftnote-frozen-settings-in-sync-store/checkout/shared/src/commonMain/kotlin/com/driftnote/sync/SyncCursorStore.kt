package com.driftnote.sync

import com.russhwolf.settings.Settings

/**
 * Persists the server cursor that the background sync resumes from.
 * A batch is only considered applied once its cursor is stored.
 */
class SyncCursorStore(
    private val settings: Settings,
    private val writer: BackgroundWriter = BackgroundWriter(),
) {
    fun current(): String? = settings.getStringOrNull(KEY_CURSOR)

    fun commit(cursor: String, appliedCount: Int) {
        writer.write(settings) { s ->
            s.putString(KEY_CURSOR, cursor)
            s.putInt(KEY_APPLIED, s.getInt(KEY_APPLIED, 0) + appliedCount)
        }
    }

    fun appliedTotal(): Int = settings.getInt(KEY_APPLIED, 0)

    companion object {
        const val KEY_CURSOR = "sync.cursor"
        const val KEY_APPLIED = "sync.applied"
    }
}
