import Foundation

struct Shift {
    let start: Date
    let end: Date

    init(start: String, end: String) throws {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        guard let s = f.date(from: start), let e = f.date(from: end) else { throw CocoaError(.formatting) }
        self.start = s; self.end = e
    }

    var calendarDays: [Date] {
        let cal = Calendar(identifier: .gregorian)
        return [cal.startOfDay(for: start)]
    }
}
