import Foundation

enum InboxPreview {
    static func make(from body: String) -> String {
        let collapsed = body.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return String(collapsed.prefix(140))
    }
}
