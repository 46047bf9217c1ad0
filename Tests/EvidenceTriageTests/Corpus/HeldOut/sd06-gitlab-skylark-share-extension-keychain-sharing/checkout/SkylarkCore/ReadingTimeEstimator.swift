public struct ReadingTimeEstimator {
    let wordsPerMinute: Int
    public init(wordsPerMinute: Int) { self.wordsPerMinute = wordsPerMinute }

    public func minutes(forWordCount words: Int) -> Int {
        max(1, words / wordsPerMinute)
    }
}
