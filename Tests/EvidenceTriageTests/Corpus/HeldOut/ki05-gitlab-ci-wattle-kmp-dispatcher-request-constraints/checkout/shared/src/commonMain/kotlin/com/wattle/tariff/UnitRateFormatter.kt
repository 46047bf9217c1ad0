package com.wattle.tariff

object UnitRateFormatter {
    /** 24.5 -> "24.5p/kWh" (one decimal, as on the supplier's bill). */
    fun pencePerKwh(rate: Double): String {
        val hundredths = kotlin.math.round(rate * 100).toLong()
        return "${hundredths / 100}.${(hundredths % 100).toString().padStart(2, '0')}p/kWh"
    }
}
