import Foundation

public enum PushKind {
    case alert(title: String, body: String)
    case refresh(parcelID: String)
}

public struct APNsRequest {
    public var headers: [String: String]
    public var payload: [String: Any]
}

public struct APNsRequestBuilder {
    let topic: String
    let now: () -> Date

    public init(topic: String, now: @escaping () -> Date = Date.init) {
        self.topic = topic
        self.now = now
    }

    public func request(for kind: PushKind, token: String) throws -> APNsRequest {
        var headers = [
            "apns-topic": topic,
            "apns-push-type": "alert",
            "apns-expiration": String(Int(now().timeIntervalSince1970) + 8 * 60 * 60),
        ]
        var payload: [String: Any]
        switch kind {
        case .alert(let title, let body):
            headers["apns-priority"] = "10"
            payload = ["aps": ["alert": ["title": title, "body": body], "sound": "default"]]
        case .refresh(let parcelID):
            // Silent refresh: content-available only, low priority.
            headers["apns-priority"] = "5"
            payload = ["aps": ["content-available": 1], "parcel": parcelID]
        }
        return APNsRequest(headers: headers, payload: payload)
    }
}
