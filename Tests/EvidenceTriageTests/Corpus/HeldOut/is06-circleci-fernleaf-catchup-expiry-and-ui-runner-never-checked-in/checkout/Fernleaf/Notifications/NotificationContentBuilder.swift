import Foundation

struct NotificationContentBuilder {
    static let maxBodyLength = 120

    func body(forMention text: String, from sender: String) -> String {
        let body = "\(sender): \(text)"
        guard body.count > Self.maxBodyLength else { return body }
        return String(body.prefix(Self.maxBodyLength)) + "…"
    }
}
