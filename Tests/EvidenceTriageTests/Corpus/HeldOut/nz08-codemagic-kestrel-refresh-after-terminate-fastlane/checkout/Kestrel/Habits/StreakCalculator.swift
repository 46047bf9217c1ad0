struct StreakCalculator {
    let today: Day
    /// Counts consecutive completed days, allowing today to still be open.
    func current(completions: [Day]) -> Int {
        let sorted = completions.sorted(by: >)
        var streak = 0
        var expected = today.previous
        for day in sorted where day <= expected {
            streak += 1
            expected = day.previous
        }
        return streak
    }
}
