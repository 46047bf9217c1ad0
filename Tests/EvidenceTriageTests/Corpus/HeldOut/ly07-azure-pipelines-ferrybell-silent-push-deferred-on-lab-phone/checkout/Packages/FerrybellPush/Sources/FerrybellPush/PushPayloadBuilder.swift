import Foundation

/// Builds APNs payloads + headers. Shared by the push service (server) and the
/// app's tests, so both agree on what a "timetable refresh" push looks like.
public struct PushPayloadBuilder {
    public struct Request {
        public var headers: [String: String]
        public var payload: [String: Any]
    }

    public init() {}

    /// Background (silent) push: wakes the app to refresh the cached timetable.
    public func timetableRefresh(route: String) -> Request {
        var aps: [String: Any] = ["content-available": 1]
        aps.merge(defaultAps) { current, _ in current }
        return Request(
            headers: ["apns-push-type": "background", "apns-priority": "5",
                      "apns-topic": "com.ferrybell.ios"],
            payload: ["aps": aps, "route": route])
    }

    /// Disruption alert shown to the user.
    public func disruptionAlert(route: String, text: String) -> Request {
        var aps: [String: Any] = ["alert": ["title": route, "body": text], "sound": "default"]
        aps.merge(defaultAps) { current, _ in current }
        return Request(
            headers: ["apns-push-type": "alert", "apns-priority": "5",
                      "apns-topic": "com.ferrybell.ios"],
            payload: ["aps": aps, "route": route])
    }

    private var defaultAps: [String: Any] { ["thread-id": "disruptions"] }
}
