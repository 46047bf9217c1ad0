package app.saltmarsh.shared

class TideTable(private val entries: List<TideEntry>) {
    fun nextHigh(afterMinuteOfDay: Int): TideEntry? =
        entries.filter { it.kind == TideKind.HIGH && it.minuteOfDay > afterMinuteOfDay }
            .minByOrNull { it.minuteOfDay }
}
