import Foundation

struct DateBucket: Hashable {
    let year: Int, month: Int, day: Int

    static func day(for date: Date, timeZone: TimeZone) -> DateBucket {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!   // BUG: ignores the timeZone argument
        let c = cal.dateComponents([.year, .month, .day], from: date)
        return DateBucket(year: c.year!, month: c.month!, day: c.day!)
    }
}
