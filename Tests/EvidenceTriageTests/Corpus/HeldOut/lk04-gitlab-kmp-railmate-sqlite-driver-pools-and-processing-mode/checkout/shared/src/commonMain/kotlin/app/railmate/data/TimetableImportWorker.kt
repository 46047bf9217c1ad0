package app.railmate.data

/** Runs from the iOS BGProcessingTask (app.railmate.ios.timetable-import) and at first launch. */
class TimetableImportWorker(factory: DriverFactory) {
    private val db = RailmateDatabase(factory.createDriver())          // pool #1
    fun import(stops: List<Stop>) = db.transaction {
        stops.forEach { db.stopQueries.insert(it.id, it.name, it.lat, it.lon) }
    }
}

class FavouritesRepository(factory: DriverFactory) {
    private val db = RailmateDatabase(factory.createDriver())          // pool #2, same file
    fun addFavourite(stopId: String) = db.favouriteQueries.insert(stopId)
}
