package com.sandpiperhq.push

import kotlinx.serialization.json.Json
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull

class ApnsPayloadFactoryTest {

    private val factory = PushServiceModule.payloads

    private fun aps(payload: String) =
        Json.parseToJsonElement(payload).jsonObject.getValue("aps").jsonObject

    @Test
    fun `alert payload carries title and body`() {
        val payload = factory.alert("mbx-204", "msg-9911", "Lena Ortiz", "Quarterly numbers attached")
        val alert = aps(payload).getValue("alert").jsonObject
        assertEquals("Lena Ortiz", alert.getValue("title").jsonPrimitive.content)
        assertEquals("Quarterly numbers attached", alert.getValue("body").jsonPrimitive.content)
    }

    @Test
    fun `alert payload threads by mailbox`() {
        val payload = factory.alert("mbx-204", "msg-9911", "Lena Ortiz", "hi")
        assertEquals("mbx-204", aps(payload).getValue("thread-id").jsonPrimitive.content)
    }

    @Test
    fun `silent sync payload uses content-available key`() {
        val payload = factory.silentSync(mailboxId = "mbx-204", cursor = "c_88121")
        val aps = aps(payload)

        // APNs only treats the push as a background wake when aps carries exactly
        // "content-available": 1 (dash, number). Anything else is dropped on device.
        assertEquals(setOf("content-available"), aps.keys)
        assertEquals(1, aps.getValue("content-available").jsonPrimitive.int)
        assertNull(aps["alert"])
    }

    @Test
    fun `silent sync payload carries the cursor`() {
        val payload = factory.silentSync(mailboxId = "mbx-204", cursor = "c_88121")
        val root = Json.parseToJsonElement(payload).jsonObject
        assertEquals("c_88121", root.getValue("cursor").jsonPrimitive.content)
    }
}
