package com.marlowtransit.ui

import dev.icerock.moko.resources.desc.StringDesc
import kotlin.test.BeforeTest
import kotlin.test.Test
import kotlin.test.assertEquals

class FareLabelTest {

    @BeforeTest
    fun pinLocale() {
        StringDesc.localeType = StringDesc.LocaleType.Custom("en")
    }

    @Test
    fun showsFareRoundedToCents() {
        // 1.05 + 2.10 from two tap-ins
        assertEquals("3.15 € today", fareLabel(1.05 + 2.10, capped = false).localized())
    }

    @Test
    fun showsCapMessage() {
        assertEquals("Daily cap reached", fareLabel(8.40, capped = true).localized())
    }
}
