import Foundation

struct ReadingTimeFormatter {
    var wordsPerMinute = 230

    func string(forWordCount words: Int) -> String {
        let minutes = max(1, words / wordsPerMinute)
        return "\(minutes) min read"
    }
}
