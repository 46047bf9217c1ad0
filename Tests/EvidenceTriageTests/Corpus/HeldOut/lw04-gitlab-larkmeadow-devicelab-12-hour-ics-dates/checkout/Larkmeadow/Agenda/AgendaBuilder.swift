import Foundation

struct AgendaBuilder {
    /// The viewer's time zone; days are the viewer's days.
    var timeZone: TimeZone = .current

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!   // stable keys across DST (LM-402)
        return calendar
    }

    func dayKey(for date: Date) -> String {
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
    }

    func group(_ events: [Event]) -> [String: [Event]] {
        Dictionary(grouping: events) { dayKey(for: $0.start) }
    }
}
