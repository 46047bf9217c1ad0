package com.kestrel.shared.sync

import com.kestrel.shared.sync.fakes.FakeRunHistoryApi
import com.kestrel.shared.sync.fakes.InMemoryRunDatabase
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

class RunHistorySyncTest {

    @Test
    fun pullsEveryPage() = runTest {
        val api = FakeRunHistoryApi(totalRuns = 100)
        val db = InMemoryRunDatabase()

        val pulled = RunHistorySync(api, db).pullAll()

        assertEquals(100, pulled)
        assertEquals(100, db.runCount())
        assertEquals(api.lastCursor, db.loadCursor())
    }

    @Test
    fun cursorStaysBehindUnwrittenPage() = runTest {
        val api = FakeRunHistoryApi(totalRuns = 120)
        // The second page hits SQLITE_FULL half-way through.
        val db = InMemoryRunDatabase(failWritesOnPage = 2)

        RunHistorySync(api, db).pullAll()

        assertEquals(40, db.runCount(), "only the first page should be stored")
        assertEquals(
            api.cursorAfterPage(1),
            db.loadCursor(),
            "cursor must not pass the page whose write failed",
        )

        // Next sync (disk freed) has to pick the second page up again.
        db.failWritesOnPage = null
        RunHistorySync(api, db).pullAll()
        assertEquals(120, db.runCount(), "all runs after the retry")
    }
}
