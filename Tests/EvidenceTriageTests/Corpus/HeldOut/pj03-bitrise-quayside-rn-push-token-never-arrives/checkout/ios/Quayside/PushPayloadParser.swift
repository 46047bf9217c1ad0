import Foundation

struct ParsedPush { let isSilent: Bool; let berth: String? }

enum PushPayloadParser {
    static func parse(_ userInfo: [AnyHashable: Any]) -> ParsedPush {
        let aps = userInfo["aps"] as? [String: Any] ?? [:]
        let silent = (aps["content-available"] as? String) == "1"
        return ParsedPush(isSilent: silent, berth: userInfo["berth"] as? String)
    }
}
