import Foundation

struct StreakCalculator {
    var calendar = Calendar.current

    /// Number of consecutive days, ending at the latest entry, that have at least one entry.
    func streak(for dates: [Date]) -> Int {
        let sorted = dates.sorted(by: >)
        guard var previous = sorted.first else { return 0 }
        var count = 1
        for date in sorted.dropFirst() {
            let gap = previous.timeIntervalSince(date)
            if gap < 24 * 3600 { continue }
            if gap < 48 * 3600 { count += 1; previous = date } else { break }
        }
        return count
    }
}
