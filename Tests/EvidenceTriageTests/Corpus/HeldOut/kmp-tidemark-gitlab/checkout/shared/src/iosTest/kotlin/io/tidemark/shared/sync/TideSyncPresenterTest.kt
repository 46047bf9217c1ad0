package io.tidemark.shared.sync

import kotlinx.coroutines.*
import kotlin.test.Test
import kotlin.test.assertEquals

class TideSyncPresenterTest {

    private class RecordingView : TideView {
        var shown: List<String> = emptyList()
        override fun showTides(tides: List<String>) { shown = tides }
        override fun showError(message: String) = Unit
    }

    @Test
    fun refreshUpdatesLocalCache() = runBlocking {
        val view = RecordingView()
        val presenter = TideSyncPresenter(view, FakeTideApi.twoStations(), this)

        presenter.refresh(listOf("9414290", "9410170")).join()

        assertEquals(4, presenter.cache.size)
        assertEquals(presenter.cache, view.shown)
    }
}
