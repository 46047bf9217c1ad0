import Foundation

/// Builds messages for the Expo push service (https://exp.host/--/api/v2/push/send).
public struct PushComposer {
    public enum Kind { case chatMessage(sender: String, preview: String), syncPing(mailbox: String) }

    public init() {}

    public func message(to token: String, kind: Kind) -> [String: Any] {
        switch kind {
        case let .chatMessage(sender, preview):
            return ["to": token, "title": sender, "body": preview, "sound": "default",
                    "data": ["type": "chat"]]
        case let .syncPing(mailbox):
            return ["to": token, "title": "Marram", "body": "Syncing \(mailbox)",
                    "priority": "normal",
                    "data": ["type": "sync", "mailbox": mailbox]]
        }
    }

    /// What the push service hands to APNs for a composed message (used by the debug relay and UI tests).
    public func apnsPayload(for message: [String: Any]) -> [String: Any] {
        var aps: [String: Any] = [:]
        if let title = message["title"] as? String {
            aps["alert"] = ["title": title, "body": message["body"] as? String ?? ""]
        }
        if let sound = message["sound"] { aps["sound"] = sound }
        if message["_contentAvailable"] as? Bool == true { aps["content-available"] = 1 }
        var payload: [String: Any] = ["aps": aps]
        if let data = message["data"] as? [String: Any] { payload["body"] = data }
        return payload
    }
}
