package com.marlowtransit.i18n

import dev.icerock.moko.resources.desc.StringDesc
import kotlin.test.BeforeTest
import kotlin.test.Test
import kotlin.test.assertEquals

class AlertStringsTest {

    @BeforeTest
    fun pinLocale() {
        StringDesc.localeType = StringDesc.LocaleType.Custom("en")
    }

    @Test
    fun disruptionBannerTitleIsLocalized() {
        val title = AlertStrings.disruptionBannerTitle("Red Line").localized()
        assertEquals("Delays on Red Line", title)
    }
}
