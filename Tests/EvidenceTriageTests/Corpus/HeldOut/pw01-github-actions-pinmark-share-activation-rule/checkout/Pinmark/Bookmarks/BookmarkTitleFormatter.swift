import Foundation

enum BookmarkTitleFormatter {
    static let maxLength = 40

    static func display(_ title: String) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count > maxLength else { return trimmed }
        return String(trimmed.prefix(maxLength - 6)) + "…"
    }
}
