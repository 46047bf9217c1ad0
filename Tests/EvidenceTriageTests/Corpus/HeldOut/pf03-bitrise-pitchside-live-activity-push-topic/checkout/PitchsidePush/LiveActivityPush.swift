import Foundation

public struct APNsRequest {
    public var path: String
    public var headers: [String: String]
    public var json: [String: Any]
}

public enum LiveActivityPush {
    public static func update(matchID: String, score: String, minute: Int, token: String, bundleID: String, now: Date = Date()) throws -> APNsRequest {
        let state: [String: Any] = ["matchID": matchID, "score": score, "minute": minute]
        return APNsRequest(
            path: "/3/device/\(token)",
            headers: [
                "apns-push-type": "liveactivity",
                "apns-topic": bundleID,
                "apns-priority": "10",
            ],
            json: ["aps": ["timestamp": Int(now.timeIntervalSince1970), "event": "update", "content-state": state]]
        )
    }
}
