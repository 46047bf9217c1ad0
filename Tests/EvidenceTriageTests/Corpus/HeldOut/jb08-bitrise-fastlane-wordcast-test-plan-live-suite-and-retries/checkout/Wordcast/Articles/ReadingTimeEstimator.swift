struct ReadingTimeEstimator {
    let wordsPerMinute: Int

    func minutes(forWordCount words: Int) -> Int {
        max(1, words / wordsPerMinute)
    }
}
