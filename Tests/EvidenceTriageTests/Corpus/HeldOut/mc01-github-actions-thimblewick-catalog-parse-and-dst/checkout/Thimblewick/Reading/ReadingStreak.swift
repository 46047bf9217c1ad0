import Foundation

public struct ReadingStreak {
    public let calendar: Calendar
    public init(calendar: Calendar) { self.calendar = calendar }

    /// End of the reading day that contains `date` (next local midnight).
    public func endOfDay(containing date: Date) -> Date {
        let start = calendar.startOfDay(for: date)
        return start.addingTimeInterval(24 * 60 * 60)
    }
}
