package app.orbit.shared

import kotlin.math.floor

data class PassDescription(val elevationLabel: String)

object PassPredictor {
    fun describe(maxElevationDeg: Double) = PassDescription("${floor(maxElevationDeg).toInt()}°")

    fun compassPoint(azimuthDeg: Int): String =
        listOf("N", "NE", "E", "SE", "S", "SW", "W", "NW")[((azimuthDeg + 22) % 360) / 45]
}
