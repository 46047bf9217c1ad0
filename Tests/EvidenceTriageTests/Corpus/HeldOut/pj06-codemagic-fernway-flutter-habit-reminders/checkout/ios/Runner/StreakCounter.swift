import Foundation

enum StreakCounter {
    static func streak(completedDays: [Int], today: Int) -> Int {
        let days = completedDays.filter { $0 <= today }.sorted()
        guard !days.isEmpty else { return 0 }
        var n = 1
        for i in 1..<days.count {
            if days[i] - days[i - 1] == 1 { n += 1 } else { n = 0 }
        }
        return n
    }
}
