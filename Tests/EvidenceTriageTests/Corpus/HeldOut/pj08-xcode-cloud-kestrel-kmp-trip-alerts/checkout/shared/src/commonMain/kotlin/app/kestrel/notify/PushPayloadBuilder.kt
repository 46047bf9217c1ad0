package app.kestrel.notify

object PushPayloadBuilder {
    fun delayAlert(token: String, tripId: String, minutes: Int): Map<String, Any> = mapOf(
        "message" to mapOf(
            "token" to token,
            "data" to mapOf("tripId" to tripId, "title" to "Delay", "body" to "Your train is $minutes min late"),
        )
    )
}
