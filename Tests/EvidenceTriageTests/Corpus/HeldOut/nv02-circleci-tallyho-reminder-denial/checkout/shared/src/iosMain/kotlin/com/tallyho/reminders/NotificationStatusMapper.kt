package com.tallyho.reminders

import dev.icerock.moko.permissions.PermissionState
import platform.UserNotifications.UNAuthorizationStatusAuthorized
import platform.UserNotifications.UNAuthorizationStatusDenied
import platform.UserNotifications.UNAuthorizationStatusNotDetermined

object NotificationStatusMapper {
    fun map(status: Long): PermissionState = when (status) {
        UNAuthorizationStatusAuthorized -> PermissionState.Granted
        UNAuthorizationStatusNotDetermined -> PermissionState.NotDetermined
        UNAuthorizationStatusDenied -> PermissionState.DeniedAlways
        else -> throw IllegalStateException("unknown push authorization status $status")
    }
}
