import Foundation

enum ChapterTitleFormatter {
    /// "Chapter 3 · 12:05" or, for chapters of an hour or more, "Chapter 3 · 1:02:05".
    static func title(index: Int, duration: TimeInterval) -> String {
        let total = Int(duration.rounded())
        let minutes = total / 60
        let seconds = total % 60
        return String(format: "Chapter %d · %d:%02d", index, minutes, seconds)
    }
}
