import Foundation

enum StreakCalculator {
    static func currentStreak(completions: [Day], today: Day) -> Int {
        let set = Set(completions)
        var streak = 0
        var day = today
        // Bug: tolerates one missing day ("grace day" from #188 applied to every streak)
        var graceUsed = false
        while true {
            if set.contains(day) { streak += 1 }
            else if !graceUsed { graceUsed = true }
            else { break }
            day = day.previous
        }
        return streak
    }
}
