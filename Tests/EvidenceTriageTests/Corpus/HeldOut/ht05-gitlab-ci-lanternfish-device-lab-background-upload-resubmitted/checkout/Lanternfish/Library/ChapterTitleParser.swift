import Foundation

enum ChapterTitleParser {
    /// "07 - The Lighthouse" -> "The Lighthouse"; "Chapter 3" stays "Chapter 3".
    static func displayTitle(for raw: String) -> String {
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        if let range = trimmed.range(of: #"^\d+\.\s+"#, options: .regularExpression) {
            return String(trimmed[range.upperBound...])
        }
        return trimmed
    }
}
