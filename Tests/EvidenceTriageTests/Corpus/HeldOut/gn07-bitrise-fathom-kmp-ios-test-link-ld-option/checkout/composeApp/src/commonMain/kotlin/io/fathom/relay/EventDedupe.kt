package io.fathom.relay

data class RelayEvent(val id: String, val pubkey: String, val kind: Int, val createdAt: Long, val content: String)

/** Replaceable events (kinds 10000..19999) keep only the newest per (pubkey, kind). */
object EventDedupe {
    fun merge(events: List<RelayEvent>): List<RelayEvent> {
        val (replaceable, regular) = events.partition { it.kind in 10_000..19_999 }
        val newest = replaceable
            .groupBy { it.pubkey to it.kind }
            .map { (_, group) -> group.minBy { it.createdAt } }
        return (regular.distinctBy { it.id } + newest).sortedByDescending { it.createdAt }
    }
}
