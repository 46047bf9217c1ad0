package app.ferrylane.shared.sync

/**
 * Pulls changed tickets page by page. The cursor must only advance once the
 * page it came with is stored, so an interrupted run resumes where it stopped.
 */
class TicketSyncJob(
    private val api: TicketApi,
    private val store: TicketStore,
    private val cursors: CursorStore,
) {
    suspend fun runOnce() {
        var cursor = cursors.load("tickets")
        do {
            val page = api.changesSince(cursor)
            cursors.save("tickets", page.nextCursor)
            store.upsertAll(page.tickets)
            cursor = page.nextCursor
        } while (page.hasMore)
    }
}
