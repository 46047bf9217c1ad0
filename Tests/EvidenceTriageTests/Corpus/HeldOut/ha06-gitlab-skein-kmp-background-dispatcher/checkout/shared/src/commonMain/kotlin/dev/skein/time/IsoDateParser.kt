package dev.skein.time

import kotlinx.datetime.Instant

/** Server timestamps arrive as ISO-8601; some legacy endpoints send offsets without a colon (+0200). */
object IsoDateParser {
    fun parse(text: String): Instant = Instant.parse(text)
}
