import Foundation

enum PostExcerpt {
    static func make(from text: String, limit: Int) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count > limit else { return trimmed }
        let cut = trimmed.prefix(limit)
        return cut.trimmingCharacters(in: .whitespaces) + "\u{2026}"
    }
}
