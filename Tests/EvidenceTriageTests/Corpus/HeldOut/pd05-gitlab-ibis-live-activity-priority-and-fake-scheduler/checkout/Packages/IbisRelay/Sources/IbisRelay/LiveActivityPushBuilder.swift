import Foundation

public struct LiveActivityPushBuilder {
    public enum Event: String { case start, update, end }
    let topic: String

    public init(topic: String) { self.topic = topic }

    public func request(event: Event, silent: Bool, state: DeliveryState) -> APNsRequest {
        var headers = [
            "apns-push-type": "liveactivity",
            "apns-topic": topic,
        ]
        headers["apns-priority"] = silent ? "5" : "10"
        var aps: [String: Any] = [
            "timestamp": Int(state.updatedAt.timeIntervalSince1970),
            "event": event.rawValue,
            "content-state": state.contentState,
        ]
        if !silent { aps["alert"] = ["title": state.headline, "body": state.detail] }
        return APNsRequest(headers: headers, payload: ["aps": aps])
    }
}
