package com.kestrel.shared.pace

import kotlin.math.floor

object PaceFormatter {
    /**
     * Formats a pace given as seconds per kilometre, e.g. 240.0 -> "4:00 /km".
     * Used on the run summary, in splits and in the watch complication.
     */
    fun perKilometre(secondsPerKm: Double): String {
        require(secondsPerKm.isFinite() && secondsPerKm > 0) { "pace must be positive" }
        val minutes = floor(secondsPerKm / 60).toInt()
        val seconds = floor(secondsPerKm % 60).toInt()
        return "$minutes:${seconds.toString().padStart(2, '0')} /km"
    }

    /** Average pace from a distance in metres and a duration in seconds. */
    fun average(distanceMetres: Double, durationSeconds: Double): String {
        val metresPerSecond = distanceMetres / durationSeconds
        return perKilometre(1000.0 / metresPerSecond)
    }
}
