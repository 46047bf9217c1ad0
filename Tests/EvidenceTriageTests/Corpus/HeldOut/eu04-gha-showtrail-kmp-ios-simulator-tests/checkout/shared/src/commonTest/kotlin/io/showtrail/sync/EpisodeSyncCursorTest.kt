package io.showtrail.sync

import io.showtrail.db.FakeEpisodeStore
import io.showtrail.net.FakeEpisodeApi
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class EpisodeSyncCursorTest {

    private val api = FakeEpisodeApi(
        pages = mapOf(
            null to FakeEpisodeApi.page("page-0001", "e1", "e2"),
            "page-0001" to FakeEpisodeApi.page("page-0002", "e3", "e4"),
            "page-0002" to FakeEpisodeApi.page("page-0003", "e5", "e6"),
            "page-0003" to FakeEpisodeApi.page(null),
        ),
    )

    @Test
    fun storesAllPagesAndAdvancesCursorToTheEnd() = runTest {
        val store = FakeEpisodeStore()
        val cursors = InMemorySyncCursorStore()
        EpisodeSync(api, store, cursors).run()

        assertEquals(listOf("e1", "e2", "e3", "e4", "e5", "e6"), store.ids())
        assertEquals("page-0003", cursors.load(EpisodeSync.FEED))
    }

    @Test
    fun secondRunDoesNotDuplicateEpisodes() = runTest {
        val store = FakeEpisodeStore()
        val cursors = InMemorySyncCursorStore()
        EpisodeSync(api, store, cursors).run()
        EpisodeSync(api, store, cursors).run()

        assertEquals(6, store.ids().size)
    }

    @Test
    fun cursorIsNotAdvancedWhenUpsertFails() = runTest {
        val store = FakeEpisodeStore(failOnUpsertContaining = "e5")
        val cursors = InMemorySyncCursorStore()

        assertFailsWith<FakeEpisodeStore.WriteFailed> { EpisodeSync(api, store, cursors).run() }

        assertEquals("page-0002", cursors.load(EpisodeSync.FEED))
        assertEquals(listOf("e1", "e2", "e3", "e4"), store.ids())
    }
}
