import Foundation

enum MessagePreview {
    /// One-line preview for the inbox: drops quoted lines ("> ...") and the
    /// attribution line that introduces them.
    static func text(for body: String, maxLength: Int = 120) -> String {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix(">") }
        return String(lines.joined(separator: " ").prefix(maxLength))
    }
}
