package app.railmate.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.withContext
import kotlin.test.Test
import kotlin.test.assertEquals

class TimetableImportWorkerTest {
    @Test
    fun importWhileFavouriteWriteDoesNotFail() = runTest {
        val factory = DriverFactory()
        val worker = TimetableImportWorker(factory)
        val favourites = FavouritesRepository(factory)
        withContext(Dispatchers.Default) {
            val import = async { worker.import(FixtureStops.all) }      // ~12k rows, several seconds
            val write = async { favourites.addFavourite("200060") }
            import.await(); write.await()
        }
        assertEquals(1, favourites.count())
    }
}
