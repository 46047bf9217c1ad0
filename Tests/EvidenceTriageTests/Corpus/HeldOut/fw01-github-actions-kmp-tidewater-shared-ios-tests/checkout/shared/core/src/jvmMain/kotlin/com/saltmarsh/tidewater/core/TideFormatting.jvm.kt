package com.saltmarsh.tidewater.core

import java.time.Instant
import java.time.ZoneId
import java.time.format.DateTimeFormatter

private val clock = DateTimeFormatter.ofPattern("HH:mm")

actual fun formatClockTime(epochSeconds: Long, zoneId: String): String =
    clock.format(Instant.ofEpochSecond(epochSeconds).atZone(ZoneId.of(zoneId)))
