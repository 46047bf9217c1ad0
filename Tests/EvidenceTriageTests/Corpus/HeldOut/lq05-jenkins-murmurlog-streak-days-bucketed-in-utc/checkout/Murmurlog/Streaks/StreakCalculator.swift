import Foundation

struct JournalEntry {
    let createdAt: Date
}

/// Counts consecutive days with at least one journal entry, ending on the most recent entry.
struct StreakCalculator {
    let calendar: Calendar

    private static let dayKey: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        return f
    }()

    func currentStreak(_ entries: [JournalEntry]) -> Int {
        // Bucket entries by formatted day so several entries on one day count once.
        let days = Set(entries.map { Self.dayKey.string(from: $0.createdAt) })
            .compactMap { Self.dayKey.date(from: $0) }
            .sorted(by: >)
        guard var previous = days.first else { return 0 }
        var streak = 1
        for day in days.dropFirst() {
            guard let expected = calendar.date(byAdding: .day, value: -1, to: previous),
                  calendar.isDate(day, inSameDayAs: expected) else { break }
            streak += 1
            previous = day
        }
        return streak
    }
}
