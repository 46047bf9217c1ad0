package io.fathom.relay

/** Normalizes relay URLs so the same relay typed two ways is stored once. */
object RelayUrlNormalizer {
    fun normalize(raw: String): String {
        val trimmed = raw.trim()
        val schemeEnd = trimmed.indexOf("://")
        require(schemeEnd > 0) { "relay URL needs a scheme: $raw" }
        val scheme = trimmed.substring(0, schemeEnd).lowercase()
        val rest = trimmed.substring(schemeEnd + 3)
        return "$scheme://$rest"
    }
}
