package com.quayside.shared.ui

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull

//
class OfflineBannerStringsTest {
    private val banner = OfflineBanner()

    @Test
    fun bannerUsesLocalizedTitle() = runTest {
        assertEquals("You're offline", banner.title())
    }

    //
    //
    @Test
    fun retryLabelPluralises() = runTest {
        assertEquals("Retrying in 3 minutes", banner.retryLabel(minutes = 3))
    }

    @Test
    fun hidesWhenOnline() {
        assertNull(banner.visibleState(online = true))
    }
}
