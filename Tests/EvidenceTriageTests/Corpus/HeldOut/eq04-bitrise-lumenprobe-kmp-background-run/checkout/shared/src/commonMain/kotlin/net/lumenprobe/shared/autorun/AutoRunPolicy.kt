package net.lumenprobe.shared.autorun

import net.lumenprobe.shared.platform.NetworkType

data class AutoRunSettings(
    val enabled: Boolean,
    val onlyOnWifi: Boolean,
    val onlyWhileCharging: Boolean,
)

sealed interface AutoRunDecision {
    data object Run : AutoRunDecision
    data class Skip(val reason: Reason) : AutoRunDecision
    enum class Reason { DISABLED, NOT_ON_WIFI, NOT_CHARGING, NO_NETWORK }
}

/** Decides, when the BGProcessingTask fires, whether the automatic run may start. */
fun decideAutoRun(settings: AutoRunSettings, network: NetworkType, charging: Boolean): AutoRunDecision {
    if (!settings.enabled) return AutoRunDecision.Skip(AutoRunDecision.Reason.DISABLED)
    if (network == NetworkType.NONE) return AutoRunDecision.Skip(AutoRunDecision.Reason.NO_NETWORK)
    if (settings.onlyOnWifi && network == NetworkType.VPN) {
        return AutoRunDecision.Skip(AutoRunDecision.Reason.NOT_ON_WIFI)
    }
    if (settings.onlyWhileCharging && !charging) return AutoRunDecision.Skip(AutoRunDecision.Reason.NOT_CHARGING)
    return AutoRunDecision.Run
}
