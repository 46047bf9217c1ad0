import Foundation

struct JournalStreak {
    let calendar: Calendar

    /// Number of consecutive days, ending today or yesterday, that have an entry.
    func length(of entries: [Date], asOf now: Date) -> Int {
        let days = Set(entries.map { calendar.startOfDay(for: $0) })
        guard var cursor = days.max() else { return 0 }

        // BUG: the streak is counted back from the latest entry, never
        // checked against `now`, so a gap after the last entry is ignored.
        var count = 0
        while days.contains(cursor) {
            count += 1
            cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
        }
        return count
    }
}
