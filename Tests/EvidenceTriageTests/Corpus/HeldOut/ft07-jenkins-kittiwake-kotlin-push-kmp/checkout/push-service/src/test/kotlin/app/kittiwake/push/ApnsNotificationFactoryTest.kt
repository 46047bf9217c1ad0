package app.kittiwake.push

import com.eatthepath.pushy.apns.DeliveryPriority
import com.eatthepath.pushy.apns.PushType
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue

class ApnsNotificationFactoryTest {
    private val factory = ApnsNotificationFactory()
    private val token = "5f1e" + "0".repeat(60)

    @Test
    fun `new message push is an immediate alert`() {
        val n = factory.newMessage(token, "Ines", "See you at 8", badge = 2)
        assertEquals(DeliveryPriority.IMMEDIATE, n.priority)
        assertEquals(PushType.ALERT, n.pushType)
    }

    @Test
    fun `new message payload carries badge`() {
        val n = factory.newMessage(token, "Ines", "See you at 8", badge = 2)
        assertTrue(n.payload.contains("\"badge\":2"))
    }

    @Test
    fun `silent sync payload has content-available and no alert`() {
        val n = factory.silentSync(token, conversationCursor = "k_2211")
        assertTrue(n.payload.contains("\"content-available\":1"))
        assertFalse(n.payload.contains("\"alert\""))
    }

    @Test
    fun `silent sync push uses conserve power priority`() {
        val n = factory.silentSync(token, conversationCursor = "k_2211")
        // APNs: priority 10 is an error for a content-available-only push.
        assertEquals(DeliveryPriority.CONSERVE_POWER, n.priority)
        assertEquals(PushType.BACKGROUND, n.pushType)
    }

    @Test
    fun `tokens are sanitized`() {
        val n = factory.silentSync("<5f1e ${"0".repeat(60)}>", conversationCursor = "k_1")
        assertEquals(token, n.token)
    }
}
