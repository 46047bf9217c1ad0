package app.railmate.data

import app.cash.sqldelight.driver.native.NativeSqliteDriver
import co.touchlab.sqliter.DatabaseConfiguration
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.withContext
import kotlin.test.Test
import kotlin.test.assertTrue

class StopSearchRepositoryTest {
    private fun inMemoryDriver() = NativeSqliteDriver(
        DatabaseConfiguration(
            name = "search-test", version = 1, inMemory = true,
            create = { conn -> app.cash.sqldelight.driver.native.wrapConnection(conn) { RailmateDatabase.Schema.create(it) } },
        )
    )

    @Test
    fun concurrentSearchAndInsert() = runTest {
        val repo = StopSearchRepository(RailmateDatabase(inMemoryDriver()))
        withContext(Dispatchers.Default) {
            repeat(8) { i -> launch { repo.insert(Stop("s$i", "Stop $i", 0.0, 0.0)); repo.search("Stop") } }
        }
        assertTrue(repo.search("Stop").size == 8)
    }
}
