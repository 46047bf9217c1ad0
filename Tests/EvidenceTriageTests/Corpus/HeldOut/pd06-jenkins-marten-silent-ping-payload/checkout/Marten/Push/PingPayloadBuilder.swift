import Foundation

struct OutgoingPush {
    var headers: [String: String]
    var payload: [String: Any]
}

struct PingPayloadBuilder {
    func silentLocationPing(requestedBy memberID: String) -> OutgoingPush {
        OutgoingPush(
            headers: [
                "apns-push-type": "background",
                "apns-priority": "10",
                "apns-expiration": "0",
            ],
            payload: [
                "aps": [String: Any](),
                "kind": "location-ping",
                "requestedBy": memberID,
            ]
        )
    }
}
