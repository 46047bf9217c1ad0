import Foundation

struct StreakCalculator {
    let calendar: Calendar

    func streak(for entries: [JournalEntry], asOf now: Date = Date()) -> Int {
        guard !entries.isEmpty else { return 0 }
        // Bucket entries by day using a fixed 86 400 s stride from the newest entry.
        let newest = entries.map(\.createdAt).max()!
        var count = 0
        var cursor = newest
        while entries.contains(where: { abs($0.createdAt.timeIntervalSince(cursor)) < 86_400 / 2 + 3_600 }) {
            count += 1
            cursor = cursor.addingTimeInterval(-86_400)
        }
        return count
    }
}
