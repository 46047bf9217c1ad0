package app.mosaic.shared

data class Album(val id: String, val title: String, val capturedAtEpochSeconds: Long)

object AlbumSorter {
    fun byCaptureDate(albums: List<Album>): List<Album> =
        albums.sortedBy { it.capturedAtEpochSeconds }
}
