package com.quillmoor.notes.drafts

import io.kotest.matchers.shouldBe
import kotlin.test.Test
import kotlinx.coroutines.test.runTest

class DraftStoreTest {
    private val files = FaultyFileSystem()
    private val store = DraftStore(files)

    @Test
    fun restoresDraftAfterInjectedWriteError() = runTest {
        store.save("d-7", "Meeting notes v2")
        files.failNextWrite = true
        runCatching { store.save("d-7", "Meeting notes v3") }
        // A failed write must leave the previous version readable.
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        store.load("d-7") shouldBe "Meeting notes v2"
    }
}
