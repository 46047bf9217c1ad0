package com.driftwood.shared.format

expect fun formatDecimal(value: Double, fractionDigits: Int): String

fun formatDistance(metres: Double): String =
    if (metres < 1_000) "${metres.toInt()} m"
    else "${formatDecimal(metres / 1_000, fractionDigits = 2)} km"
