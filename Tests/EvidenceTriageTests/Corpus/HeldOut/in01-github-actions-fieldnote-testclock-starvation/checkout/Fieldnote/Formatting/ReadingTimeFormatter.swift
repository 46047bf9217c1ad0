import Foundation

enum ReadingTimeFormatter {
    static let wordsPerMinute = 230

    static func string(forWordCount words: Int) -> String {
        let minutes = max(1, words / wordsPerMinute)
        return "\(minutes) min read"
    }
}
