package com.tallyho.reminders

import dev.icerock.moko.permissions.DeniedAlwaysException
import dev.icerock.moko.permissions.DeniedException
import dev.icerock.moko.permissions.Permission
import dev.icerock.moko.permissions.PermissionsController
import kotlinx.coroutines.flow.MutableStateFlow

class ReminderPermissionController(private val permissions: PermissionsController) {
    val showSettingsHint = MutableStateFlow(false)
    val dailyEnabled = MutableStateFlow(false)

    suspend fun enableDailyReminder() {
        try {
            permissions.providePermission(Permission.REMOTE_NOTIFICATION)
            dailyEnabled.value = true
        } catch (e: DeniedAlwaysException) {
            showSettingsHint.value = true
        } catch (e: DeniedException) {
            showSettingsHint.value = true
        }
    }
}
