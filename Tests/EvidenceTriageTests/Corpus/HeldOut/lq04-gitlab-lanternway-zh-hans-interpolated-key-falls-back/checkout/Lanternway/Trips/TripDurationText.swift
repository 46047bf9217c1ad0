import Foundation

enum TripDurationText {
    /// "1 day" for day hikes, "3 days, 2 nights" for overnight trips.
    static func string(from start: Date, to end: Date, calendar: Calendar = .current) -> String {
        let days = (calendar.dateComponents([.day], from: calendar.startOfDay(for: start),
                                            to: calendar.startOfDay(for: end)).day ?? 0) + 1
        guard days > 1 else { return "1 day" }
        let nights = days
        return "\(days) days, \(nights) nights"
    }
}
