package com.brackish.shared.parse

import com.brackish.shared.model.Reading

object ReadingParser {
    /** Parses one CSV row from the probe export: iso,site,tempC,ph,turbidityNtu */
    fun parse(row: String): Reading {
        val f = row.split(',')
        return Reading(
            takenAtIso = f[0],
            site = f[1],
            temperatureC = f[2].toDouble(),
            ph = f[3].toDouble(),
            turbidityNtu = f[4].substringBefore('.').toInt().toDouble(),
        )
    }
}
