package org.tessellate.reminders

import kotlinx.serialization.json.Json
import org.jetbrains.compose.resources.ExperimentalResourceApi
import tessellate.shared.generated.resources.Res

enum class ReminderKind { DailyStudy, StreakAtRisk }

object ReminderCopy {
    val fallbackBody: String = "Your daily tessellation is waiting."

    @OptIn(ExperimentalResourceApi::class)
    @Throws(Exception::class)
    suspend fun body(kind: ReminderKind): String {
        val bytes = Res.readBytes("files/reminder_copy.json")
        val table = Json.decodeFromString<Map<String, String>>(bytes.decodeToString())
        return table[kind.name] ?: fallbackBody
    }
}
