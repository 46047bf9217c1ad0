package com.quayside.shared.ui

import org.jetbrains.compose.resources.getPluralString
import org.jetbrains.compose.resources.getString
import quayside.shared.generated.resources.Res
import quayside.shared.generated.resources.offline_banner_title
import quayside.shared.generated.resources.retry_in_minutes

/**
 * Shown while the last background refresh failed for lack of network.
 * Strings come from composeResources/values/strings.xml, which the
 * Compose resources plugin packs into the app (and test) bundle.
 */
class OfflineBanner {
    enum class State { Offline }

    fun visibleState(online: Boolean): State? = if (online) null else State.Offline

    suspend fun title(): String =
        getString(Res.string.offline_banner_title)

    //
    suspend fun retryLabel(minutes: Int): String =
        getPluralString(Res.plurals.retry_in_minutes, minutes, minutes)
}
