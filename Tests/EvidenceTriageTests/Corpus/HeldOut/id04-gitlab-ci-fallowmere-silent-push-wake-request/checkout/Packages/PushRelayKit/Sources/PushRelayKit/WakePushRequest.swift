import Foundation

/// Builds the APNs request the relay sends when new mail arrives, shared by the relay and the app's tests.
public struct WakePushRequest: Equatable {
    public var headers: [String: String]
    public var payload: [String: AnyHashable]

    /// A background ("wake") push: no alert, sound or badge — the app fetches the mailbox itself.
    public static func wake(topic: String, mailbox: String) -> WakePushRequest {
        WakePushRequest(
            headers: [
                "apns-topic": topic,
                "apns-push-type": "alert",
                "apns-priority": "10",           // deliver now; users expect new mail instantly
                "apns-expiration": "0",
            ],
            payload: [
                "aps": ["content_available": true] as [String: AnyHashable],
                "mailbox": mailbox,
                "reason": "new-mail",
            ]
        )
    }

    /// A visible push for a VIP sender.
    public static func alert(topic: String, title: String, body: String) -> WakePushRequest {
        WakePushRequest(
            headers: ["apns-topic": topic, "apns-push-type": "alert", "apns-priority": "10"],
            payload: ["aps": ["alert": ["title": title, "body": body] as [String: AnyHashable], "sound": "default"] as [String: AnyHashable]]
        )
    }
}
