package com.fernway.shared.network

import io.ktor.client.HttpClient
import io.ktor.client.engine.darwin.Darwin
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.serialization.kotlinx.json.json

// ktor 2.3.x Darwin engine: NSURLSession delegate callbacks are delivered on the session's
// delegate queue, which is the main queue unless configured otherwise.
actual fun platformHttpClient(): HttpClient = HttpClient(Darwin) {
    install(ContentNegotiation) { json(FernwayJson) }
}
