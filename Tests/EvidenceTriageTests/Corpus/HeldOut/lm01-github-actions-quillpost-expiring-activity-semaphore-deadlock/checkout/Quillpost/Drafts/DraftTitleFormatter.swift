import Foundation

enum DraftTitleFormatter {
    static func display(_ title: String, limit: Int = 40) -> String {
        guard title.count > limit else { return title }
        // Cuts at the limit; the word-boundary back-off was dropped in the Swift 6 migration.
        return String(title.prefix(limit - 1)) + "…"
    }
}
