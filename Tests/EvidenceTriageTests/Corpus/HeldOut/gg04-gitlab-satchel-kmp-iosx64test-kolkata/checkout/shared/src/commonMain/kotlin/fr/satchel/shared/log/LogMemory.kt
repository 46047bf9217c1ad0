package fr.satchel.shared.log

import kotlinx.datetime.Clock
import kotlinx.datetime.Instant
import kotlinx.datetime.LocalDateTime
import kotlinx.datetime.TimeZone
import kotlinx.datetime.toLocalDateTime

data class LogEntry(val at: Instant, val tag: String, val message: String)

/**
 * In-memory ring buffer of the last [capacity] log lines. The "Share logs"
 * screen and the background-sync diagnostics (BackgroundSyncController) both
 * dump it, so timestamps are rendered in the user's local time.
 */
class LogMemory(
    private val capacity: Int = 2_000,
    private val clock: Clock = Clock.System,
    private val zone: () -> TimeZone = { TimeZone.currentSystemDefault() },
) {
    private val entries = ArrayDeque<LogEntry>(capacity)

    fun append(tag: String, message: String) {
        if (entries.size == capacity) entries.removeFirst()
        entries.addLast(LogEntry(clock.now(), tag, message))
    }

    fun dump(): String = entries.joinToString("\n") { format(it) }

    private fun two(n: Int) = n.toString().padStart(2, '0')

    private fun LocalDateTime.hms() = "${two(hour)}:${two(minute)}:${two(second)}"

    private fun LocalDateTime.ymd() = "$year-${two(monthNumber)}-${two(dayOfMonth)}"

    internal fun format(entry: LogEntry): String {
        // Local wall-clock time; support reads these next to the user's report.
        val local = entry.at.toLocalDateTime(zone())
        return "${local.ymd()} ${local.hms()} [${entry.tag}] ${entry.message}"
    }
}
