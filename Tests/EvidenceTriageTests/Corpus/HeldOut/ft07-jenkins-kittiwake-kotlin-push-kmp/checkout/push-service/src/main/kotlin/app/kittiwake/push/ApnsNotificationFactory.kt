package app.kittiwake.push

import com.eatthepath.pushy.apns.DeliveryPriority
import com.eatthepath.pushy.apns.PushType
import com.eatthepath.pushy.apns.util.SimpleApnsPayloadBuilder
import com.eatthepath.pushy.apns.util.SimpleApnsPushNotification
import com.eatthepath.pushy.apns.util.TokenUtil
import java.time.Instant

/**
 * Builds the notifications the push service hands to Pushy's ApnsClient.
 *
 * - [newMessage]: visible alert for a new chat message.
 * - [silentSync]: `content-available` only; wakes the app so it can pull the
 *   conversation delta in the background.
 */
class ApnsNotificationFactory(private val topic: String = "app.kittiwake.ios") {

    fun newMessage(deviceToken: String, sender: String, preview: String, badge: Int): SimpleApnsPushNotification {
        val payload = SimpleApnsPayloadBuilder()
            .setAlertTitle(sender)
            .setAlertBody(preview)
            .setBadgeNumber(badge)
            .setSound("default")
            .build()
        return SimpleApnsPushNotification(
            TokenUtil.sanitizeTokenString(deviceToken), topic, payload,
            Instant.now().plusSeconds(DEFAULT_TTL_SECONDS), DeliveryPriority.IMMEDIATE, PushType.ALERT,
        )
    }

    fun silentSync(deviceToken: String, conversationCursor: String): SimpleApnsPushNotification {
        val payload = SimpleApnsPayloadBuilder()
            .setContentAvailable(true)
            .addCustomProperty("sync", mapOf("conversations" to conversationCursor))
            .build()
        // Same defaults as the other pushes.
        return SimpleApnsPushNotification(TokenUtil.sanitizeTokenString(deviceToken), topic, payload)
    }

    companion object {
        const val DEFAULT_TTL_SECONDS = 3600L
    }
}
