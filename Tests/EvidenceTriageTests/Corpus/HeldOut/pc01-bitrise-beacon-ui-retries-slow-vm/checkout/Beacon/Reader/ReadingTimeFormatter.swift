import Foundation

struct ReadingTimeFormatter {
    let wordsPerMinute: Int
    func string(forWordCount words: Int) -> String {
        let minutes = max(1, words / wordsPerMinute)
        return "\(minutes) min"
    }
}
