package app.reelnight.format

import kotlin.test.Test
import kotlin.test.assertEquals

class EpisodeCodeFormatterTest {
    @Test
    fun formatsDoubleDigitSeasons() {
        assertEquals("S12E03", EpisodeCodeFormatter.format(season = 12, episode = 3))
    }

    @Test
    fun formatsDoubleDigitEpisodes() {
        assertEquals("S01E10", EpisodeCodeFormatter.format(season = 1, episode = 10))
    }
}
