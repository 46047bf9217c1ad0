import Foundation

/// "3 min read" labels in the note list.
struct ReadingTimeFormatter {
    var wordsPerMinute = 220

    func string(forWordCount words: Int) -> String {
        guard words > 0 else { return "Empty note" }
        let minutes = max(1, words / wordsPerMinute)
        return minutes == 1 ? "1 min read" : "\(minutes) min read"
    }
}
