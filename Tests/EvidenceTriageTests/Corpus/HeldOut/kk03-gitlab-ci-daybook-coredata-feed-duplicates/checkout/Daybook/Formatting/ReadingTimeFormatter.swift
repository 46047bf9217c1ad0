import Foundation

struct ReadingTimeFormatter {
    var wordsPerMinute = 250.0

    func string(forWordCount words: Int) -> String {
        let minutes = Double(words) / wordsPerMinute
        if minutes < 1 { return "< 1 min read" }
        return "\(Int(minutes)) min read"
    }
}
