import Foundation

enum NoteTitleFormatter {
    static func title(for body: String) -> String {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first?.trimmingCharacters(in: .whitespaces), !first.isEmpty else {
            return "Untitled"
        }
        return first.count > 60 ? String(first.prefix(59)) + "…" : first
    }
}
