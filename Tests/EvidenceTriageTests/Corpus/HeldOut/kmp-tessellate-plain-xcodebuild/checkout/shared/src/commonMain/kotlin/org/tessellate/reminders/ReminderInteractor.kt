package org.tessellate.reminders

import org.tessellate.settings.SettingsRepository

class ReminderInteractor(
    private val settings: SettingsRepository,
    private val catalog: ReminderCatalog,
) {
    private var cachedDescriptions: List<ReminderDescription>? = null

    fun getDailyReminderStartHour(): Int = settings.dailyReminderHour

    fun getShuffledDailyReminderDescriptions(): List<ReminderDescription> {
        val cached = cachedDescriptions
        if (cached != null) return cached
        return catalog.all().shuffled().also { cachedDescriptions = it }
    }
}
