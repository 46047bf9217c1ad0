package com.saltmarsh.tidewater.core

import kotlin.math.abs
import kotlin.math.roundToInt

/** Formats an instant as HH:mm in the given IANA zone (the tide station's zone). */
expect fun formatClockTime(epochSeconds: Long, zoneId: String): String

fun formatHeight(metres: Double): String {
    val tenths = (metres * 10).roundToInt()
    val sign = if (tenths < 0) "-" else ""
    return "$sign${abs(tenths) / 10}.${abs(tenths) % 10} m"
}
