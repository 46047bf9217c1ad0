package quarry.sync

import com.russhwolf.settings.Settings
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.withContext

data class DrainResult(val sent: Int, val cursor: Long)

/**
 * Uploads field notes queued while offline. iOS runs it from the
 * field.quarry.outbox.drain BGProcessingTask (see iosApp/AppDelegate.swift).
 */
class OutboxDrainer(
    private val outbox: NoteOutbox,
    private val api: NotesApi,
    private val settings: Settings,
    private val worker: CoroutineDispatcher = backgroundDispatcher,
) {
    suspend fun drainInBackground(): DrainResult = withContext(worker) {
        drainOnce()
    }

    internal suspend fun drainOnce(): DrainResult {
        val cursor = settings.getLong(CURSOR_KEY, 0L)
        val batch = outbox.after(cursor, limit = BATCH_SIZE)
        if (batch.isEmpty()) return DrainResult(sent = 0, cursor = cursor)

        api.upload(batch)
        val next = batch.last().sequence
        settings.putLong(CURSOR_KEY, next)
        outbox.deleteUpTo(next)
        return DrainResult(sent = batch.size, cursor = next)
    }

    companion object {
        const val CURSOR_KEY = "outbox.cursor"
        const val BATCH_SIZE = 50
    }
}
