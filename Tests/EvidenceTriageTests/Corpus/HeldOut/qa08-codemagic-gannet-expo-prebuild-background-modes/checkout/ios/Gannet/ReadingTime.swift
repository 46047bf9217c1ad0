import Foundation

enum ReadingTime {
    static func minutes(words: Int, wordsPerMinute: Int) -> Int {
        max(1, words / wordsPerMinute)
    }
}
