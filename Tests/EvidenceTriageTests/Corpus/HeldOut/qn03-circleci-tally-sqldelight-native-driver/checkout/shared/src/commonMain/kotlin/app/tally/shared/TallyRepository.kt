package app.tally.shared

import app.tally.shared.db.TallyDatabase

class TallyRepository(private val db: TallyDatabase) {
    private val queries = db.tallyQueries

    fun add(name: String, amount: Int): Long {
        var id = 0L
        db.transaction {
            queries.insert(name = name, amount = amount.toLong(), archived_at = null)
            id = queries.lastInsertRowId().executeAsOne()
        }
        return id
    }

    fun delete(id: Long) {
        queries.deleteById(id)
    }

    fun count(): Long =
        queries.count().executeAsOne()
}
