import Foundation

struct ReadingTimeFormatter {
    var wordsPerMinute: Double = 230

    func string(forWordCount words: Int) -> String {
        let minutes = Double(words) / wordsPerMinute
        let rounded = max(1, Int(minutes.rounded()))
        return rounded == 1 ? "1 min read" : "\(rounded) min read"
    }
}
