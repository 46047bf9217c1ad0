package com.sandpiperhq.push

import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

/**
 * Builds the JSON bodies we hand to the APNs HTTP/2 client.
 *
 * The Json instance is injected so the payloads share the service-wide
 * configuration (see PushServiceModule.json).
 */
class ApnsPayloadFactory(private val json: Json) {

    @Serializable
    data class Alert(val title: String, val body: String)

    @Serializable
    data class Aps(
        val alert: Alert? = null,
        val badge: Int? = null,
        val sound: String? = null,
        val contentAvailable: Int? = null,
        val threadId: String? = null,
    )

    @Serializable
    data class AlertPush(val aps: Aps, val mailbox: String, val messageId: String)

    @Serializable
    data class SilentSyncPush(val aps: Aps, val mailbox: String, val cursor: String)

    fun alert(mailboxId: String, messageId: String, title: String, body: String): String =
        json.encodeToString(
            AlertPush.serializer(),
            AlertPush(
                aps = Aps(alert = Alert(title, body), sound = "default", threadId = mailboxId),
                mailbox = mailboxId,
                messageId = messageId,
            ),
        )

    /** Background (silent) push: wakes the app so it can pull the mailbox delta. */
    fun silentSync(mailboxId: String, cursor: String): String =
        json.encodeToString(
            SilentSyncPush.serializer(),
            SilentSyncPush(aps = Aps(contentAvailable = 1), mailbox = mailboxId, cursor = cursor),
        )
}
