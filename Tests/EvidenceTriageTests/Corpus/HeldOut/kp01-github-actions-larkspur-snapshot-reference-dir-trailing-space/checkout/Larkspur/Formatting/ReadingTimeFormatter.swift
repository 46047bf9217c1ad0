import Foundation

enum ReadingTimeFormatter {
    static let wordsPerMinute = 230

    static func string(forWordCount words: Int) -> String {
        guard words > 0 else { return "" }
        let minutes = words / wordsPerMinute
        return "\(minutes) min read"
    }
}
