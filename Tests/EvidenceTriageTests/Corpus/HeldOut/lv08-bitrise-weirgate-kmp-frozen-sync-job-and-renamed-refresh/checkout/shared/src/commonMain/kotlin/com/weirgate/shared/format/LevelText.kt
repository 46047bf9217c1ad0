package com.weirgate.shared.format

import com.weirgate.shared.model.Gauge
import kotlin.math.roundToInt

/** "1.84 m ▲" - arrow when the level is above the gauge's typical range. */
fun levelText(metres: Double, gauge: Gauge): String {
    val value = ((metres * 100).roundToInt() / 100.0).toString()
    val arrow = when {
        metres > gauge.typicalHigh -> " ▲"
        metres < gauge.typicalLow -> " ▼"
        else -> ""
    }
    return "$value m$arrow"
}
