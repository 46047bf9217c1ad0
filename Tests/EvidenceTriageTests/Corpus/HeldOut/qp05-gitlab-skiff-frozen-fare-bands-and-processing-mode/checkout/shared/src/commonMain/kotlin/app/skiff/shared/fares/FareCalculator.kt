package app.skiff.shared.fares

data class FareBand(val upToKm: Int, var pence: Int)

// Default bands shipped with the app; refreshed from the timetable feed.
val fareBands = mutableListOf(
    FareBand(upToKm = 5, pence = 320),
    FareBand(upToKm = 15, pence = 540),
    FareBand(upToKm = 40, pence = 910),
)

object FareCalculator {
    fun applyFeed(update: Map<Int, Int>) {
        for (band in fareBands) {
            update[band.upToKm]?.let { band.pence = it }
        }
    }

    fun fareFor(km: Int): Int = fareBands.first { km <= it.upToKm }.pence
}
