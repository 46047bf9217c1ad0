package app.tally.shared

import app.tally.shared.db.onDiskDriver
import kotlin.test.Test
import kotlin.test.assertEquals

class IosSchemaTest {
    @Test
    fun testArchivedAtColumnReadable() {
        val driver = onDiskDriver()
        val db = TallyDatabase(driver)
        db.tallyQueries.insert(name = "run", amount = 5, archived_at = null)
        val row = db.tallyQueries.selectAll().executeAsList().last()
        assertEquals(null, row.archived_at)
        driver.close()
    }
}
