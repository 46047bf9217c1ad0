package net.lumenprobe.shared.autorun

import net.lumenprobe.shared.platform.NetworkType
import kotlin.test.Test
import kotlin.test.assertEquals

class AutoRunPolicyTest {
    private val wifiOnly = AutoRunSettings(enabled = true, onlyOnWifi = true, onlyWhileCharging = false)

    @Test
    fun `runs on wifi when only on wifi is set`() {
        assertEquals(AutoRunDecision.Run, decideAutoRun(wifiOnly, NetworkType.WIFI, charging = false))
    }

    @Test
    fun `skips the run on cellular when only on wifi is set`() {
        val decision = decideAutoRun(wifiOnly, NetworkType.MOBILE, charging = false)

        assertEquals(AutoRunDecision.Skip(AutoRunDecision.Reason.NOT_ON_WIFI), decision)
    }

    @Test
    fun `skips the run without network`() {
        val decision = decideAutoRun(wifiOnly, NetworkType.NONE, charging = true)

        assertEquals(AutoRunDecision.Skip(AutoRunDecision.Reason.NO_NETWORK), decision)
    }
}
