import Foundation

struct ParsedMessage: Equatable {
    let sender: String
    let body: String
    let threadID: String?
}

enum NotificationPayloadParser {
    static func parse(_ userInfo: [AnyHashable: Any]) -> ParsedMessage? {
        guard let aps = userInfo["aps"] as? [String: Any],
              let alert = aps["alert"] as? [String: Any],
              let sender = alert["title"] as? String,
              let body = alert["body"] as? String else { return nil }
        return ParsedMessage(sender: sender, body: body, threadID: userInfo["thread-id"] as? String)
    }
}
