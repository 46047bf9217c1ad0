import Foundation

/// The campus week runs Sunday to Saturday regardless of the device region.
struct WeekStrip {
    let timeZone: TimeZone

    func days(containing date: Date) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 1
        let start = calendar.dateInterval(of: .weekOfYear, for: date)!.start
        return (0..<7).map { calendar.date(byAdding: .day, value: $0, to: start)! }
    }
}
