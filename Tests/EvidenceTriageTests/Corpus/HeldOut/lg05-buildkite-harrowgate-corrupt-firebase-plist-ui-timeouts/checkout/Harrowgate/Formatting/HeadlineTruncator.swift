import Foundation

enum HeadlineTruncator {
    /// Shortens a headline to at most `limit` characters, cutting at a word boundary and adding "…".
    static func truncate(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        return cut + "…"
    }
}
