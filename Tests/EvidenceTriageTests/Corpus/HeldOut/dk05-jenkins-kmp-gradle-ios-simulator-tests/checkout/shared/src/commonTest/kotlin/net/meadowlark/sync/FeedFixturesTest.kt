package net.meadowlark.sync

import com.goncalossilva.resources.Resource
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

class FeedFixturesTest {
    private fun fixture(name: String) =
        Resource("src/commonTest/resources/fixtures/$name").readText()

    @Test
    fun parsesBackgroundSyncPayload() {
        val page = FeedPage.parse(fixture("bg_sync_page2.json"))
        assertEquals("cursor-42", page.nextCursor)
        assertEquals(25, page.items.size)
    }

    @Test
    fun parsesEmptyPage() {
        val page = FeedPage.parse(fixture("bg_sync_empty.json"))
        assertTrue(page.items.isEmpty())
    }

    @Test
    fun rejectsUnknownSchemaVersion() {
        assertFailsWith<FeedFormatException> { FeedPage.parse("""{"schema":99,"items":[]}""") }
    }
}
