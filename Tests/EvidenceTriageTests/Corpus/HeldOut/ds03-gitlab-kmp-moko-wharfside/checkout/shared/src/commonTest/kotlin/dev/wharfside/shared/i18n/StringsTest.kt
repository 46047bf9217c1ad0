package dev.wharfside.shared.i18n

import dev.icerock.moko.resources.desc.desc
import dev.wharfside.shared.MR
import kotlin.test.Test
import kotlin.test.assertEquals

class StringsTest {

    @Test
    fun syncBannerUsesLocalizedCopy() {
        // Resolves the string through the MR bundle that moko-resources packs next to
        // the binary; on iOS the test binary is a .kexe, not a framework.
        val banner = MR.strings.sync_banner_offline.desc().localized()
        assertEquals("Offline – showing timetable from 06:40", banner.replace("%s", "06:40"))
    }

    @Test
    fun pluralizesDepartures() {
        val text = Strings.departures(count = 3)
        assertEquals("3 departures", text)
    }

    @Test
    fun fallsBackToRouteCodeWithoutName() {
        assertEquals("HX-12", Strings.routeTitle(code = "HX-12", name = null))
    }
}
