import Foundation

enum DepartureTimeFormatter {
    /// "23:55 → 00:40 +1" when the arrival is on the next calendar day.
    static func span(departure: Date, arrival: Date, calendar: Calendar) -> String {
        let f = DateFormatter()
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.dateFormat = "HH:mm"
        let text = "\(f.string(from: departure)) → \(f.string(from: arrival))"
        // Compares hours only; a crossing at midnight is missed when the arrival hour is 0.
        let nextDay = calendar.component(.day, from: arrival) > calendar.component(.day, from: departure)
            && calendar.component(.hour, from: arrival) > 0
        return nextDay ? text + " +1" : text
    }
}
