package com.fernwick.transit.sync

/**
 * Local store of departure boards plus the server cursor they were fetched at.
 * The cursor must never point past boards that are not stored.
 */
class DepartureCache(private val db: TransitDatabase) {

    fun cursor(): String? = db.metaQueries.get("departures.cursor").executeAsOneOrNull()

    suspend fun apply(page: DeparturePage) {
        db.metaQueries.put("departures.cursor", page.nextCursor)
        for (board in page.boards) {
            db.boardQueries.upsert(board.stopId, board.toJson())
        }
    }

    fun boardCount(): Long = db.boardQueries.count().executeAsOne()
}
