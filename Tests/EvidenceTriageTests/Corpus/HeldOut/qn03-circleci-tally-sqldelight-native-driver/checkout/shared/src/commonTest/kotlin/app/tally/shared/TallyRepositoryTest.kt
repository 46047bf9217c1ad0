package app.tally.shared

import app.tally.shared.db.testDriver
import kotlin.test.AfterTest
import kotlin.test.Test
import kotlin.test.assertEquals

class TallyRepositoryTest {
    private val driver = testDriver()
    private val repo = TallyRepository(TallyDatabase(driver))

    @AfterTest
    fun tearDown() = driver.close()

    @Test
    fun testInsertThenCount() {
        repo.add("push-ups", 10)
        repo.add("push-ups", 12)
        repo.add("squats", 20)
        assertEquals(3L, repo.count())
    }

    @Test
    fun testDeleteRemovesEntry() {
        val id = repo.add("plank", 60)
        repo.delete(id)
        assertEquals(0L, repo.count())
    }
}
