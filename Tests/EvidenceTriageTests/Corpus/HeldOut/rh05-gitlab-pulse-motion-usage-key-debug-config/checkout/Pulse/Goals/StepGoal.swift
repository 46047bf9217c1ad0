import Foundation

struct StepGoal {
    let dailyTarget: Int
    /// Consecutive days, ending today, on which the target was met.
    func streak(days: [Int]) -> Int {
        var count = 0
        for steps in days.dropLast().reversed() {
            guard steps >= dailyTarget else { break }
            count += 1
        }
        return count
    }
}
