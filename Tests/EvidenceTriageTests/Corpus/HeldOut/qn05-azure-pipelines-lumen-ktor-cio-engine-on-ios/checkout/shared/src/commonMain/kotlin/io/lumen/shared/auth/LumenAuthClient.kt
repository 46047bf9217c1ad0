package io.lumen.shared.auth

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.request.get
import io.ktor.serialization.kotlinx.json.json

class LumenAuthClient(private val issuer: String) {
    private val http = HttpClient {
        install(ContentNegotiation) { json(LenientJson) }
    }

    suspend fun discover(): DiscoveryDocument =
        http.get("$issuer/.well-known/openid-configuration").body()

    suspend fun jwks(): List<Jwk> = http.get(discover().jwksUri).body<JwkSet>().keys
}
