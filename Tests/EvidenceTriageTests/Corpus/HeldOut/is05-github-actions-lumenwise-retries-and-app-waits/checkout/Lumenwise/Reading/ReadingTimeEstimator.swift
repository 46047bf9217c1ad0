import Foundation

struct ReadingTimeEstimator {
    var wordsPerMinute = 230

    func label(forWordCount words: Int) -> String {
        let minutes = words / wordsPerMinute
        return "\(minutes) min"
    }
}
