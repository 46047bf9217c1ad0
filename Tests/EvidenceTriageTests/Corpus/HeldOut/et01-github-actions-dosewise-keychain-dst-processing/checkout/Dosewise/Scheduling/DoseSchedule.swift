import Foundation

/// A repeating medication schedule ("8:00 every day", "21:30 on weekdays").
struct DoseSchedule: Equatable, Codable {
    enum Repeat: String, Codable {
        case daily
        case weekdays
    }

    var hour: Int
    var minute: Int
    var repeatRule: Repeat
    var timeZone: TimeZone

    private static let secondsPerDay: TimeInterval = 24 * 60 * 60

    /// The first dose strictly after `date`.
    func nextDose(after date: Date, calendar base: Calendar = .init(identifier: .gregorian)) -> Date {
        var calendar = base
        calendar.timeZone = timeZone

        var candidate = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: date) ?? date
        if candidate <= date {
            // Move to the same wall-clock time on the following day.
            candidate = candidate.addingTimeInterval(Self.secondsPerDay)
        }
        while !isDoseDay(candidate, calendar: calendar) {
            candidate = candidate.addingTimeInterval(Self.secondsPerDay)
        }
        return candidate
    }

    /// The next `count` doses after `date`, used by the reminder planner.
    func upcomingDoses(after date: Date, count: Int) -> [Date] {
        var result: [Date] = []
        var cursor = date
        for _ in 0..<count {
            let next = nextDose(after: cursor)
            result.append(next)
            cursor = next
        }
        return result
    }

    private func isDoseDay(_ date: Date, calendar: Calendar) -> Bool {
        switch repeatRule {
        case .daily:
            return true
        case .weekdays:
            return !calendar.isDateInWeekend(date)
        }
    }
}
