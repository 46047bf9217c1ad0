package com.sandpiperhq.push

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonNamingStrategy

object PushServiceModule {
    /**
     * One Json for the whole service. The REST API (mailbox-api) speaks snake_case,
     * so we switched the naming strategy here in PR #1187 instead of annotating
     * every DTO.
     */
    @OptIn(ExperimentalSerializationApi::class)
    val json: Json = Json {
        encodeDefaults = false
        explicitNulls = false
        namingStrategy = JsonNamingStrategy.SnakeCase
    }

    val payloads: ApnsPayloadFactory = ApnsPayloadFactory(json)
}
