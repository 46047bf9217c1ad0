package io.brightwater.shared.data

import kotlin.random.Random
import kotlin.test.AfterTest
import kotlin.test.BeforeTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFails

class SampleRepositoryTest {
    private lateinit var repo: SampleRepository
    private val dbName = "samples-test-${Random.nextInt(1_000_000)}.db"

    @BeforeTest
    fun setUp() {
        // In-memory databases are shared by name on iOS, so each test gets its own file.
        repo = SampleRepository(BrightwaterDb(DriverFactory().createDriver(dbName)))
    }

    @AfterTest
    fun tearDown() = deleteDatabase(dbName)

    @Test
    fun storesPartsForAKnownSample() {
        repo.addSample("S-1", "LK-04", 1_700_000_000)
        repo.addParts("S-1", listOf(SamplePart("P-1", "nitrate", 0.42)))
        assertEquals(1, repo.partsFor("S-1").size)
    }

    @Test
    fun rejectsPartsWithUnknownParent() {
        assertFails {
            repo.addParts("S-missing", listOf(SamplePart("P-9", "phosphate", 0.07)))
        }
    }
}
