package app.reelnight.format

object EpisodeCodeFormatter {
    /** "S01E05"; seasons and episodes are zero-padded to two digits. */
    fun format(season: Int, episode: Int): String =
        "S" + season.toString().padStart(2, '0') + "E" + episode.toString().padStart(1, '0')
}
