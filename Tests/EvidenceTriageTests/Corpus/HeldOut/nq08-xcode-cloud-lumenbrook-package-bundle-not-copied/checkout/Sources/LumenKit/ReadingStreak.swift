import Foundation

public enum ReadingStreak {
    public static func current(days: [Date], today: Date, calendar: Calendar = .current) -> Int {
        var count = 0
        var cursor = today
        for day in days.sorted(by: >) {
            if calendar.isDate(day, inSameDayAs: cursor) || day < cursor {
                count += 1
                cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
            }
        }
        return count
    }
}
