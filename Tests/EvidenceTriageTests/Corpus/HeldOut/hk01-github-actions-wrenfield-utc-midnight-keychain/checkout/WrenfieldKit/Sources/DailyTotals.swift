import Foundation

/// Sums intake entries per local calendar day.
public struct DailyTotals {
    public struct Entry: Equatable {
        public let millilitres: Int
        public let loggedAt: Date
        public init(millilitres: Int, loggedAt: Date) {
            self.millilitres = millilitres
            self.loggedAt = loggedAt
        }
    }

    private let calendar: Calendar
    private var buckets: [String: Int] = [:]

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    /// Day key in the device's time zone, e.g. "2025-03-02".
    public static func dayKey(for date: Date, calendar: Calendar = .current) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    public static func todayKey(calendar: Calendar = .current) -> String {
        dayKey(for: Date(), calendar: calendar)
    }

    public mutating func add(_ entry: Entry) {
        let key = Self.dayKey(for: entry.loggedAt, calendar: calendar)
        buckets[key, default: 0] += entry.millilitres
    }

    public func total(forDayKey key: String) -> Int? {
        buckets[key]
    }
}
