import Foundation

/// Formats the tide events shown on the forecast screen ("High 05:42").
struct TideTableFormatter {

    private let formatter: DateFormatter

    /// `station.utcOffsetSeconds` is stored when the user saves the station.
    init(station: Station) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "HH:mm"
        // Station-local time: the offset captured when the station was saved.
        formatter.timeZone = TimeZone(secondsFromGMT: station.utcOffsetSeconds)
        self.formatter = formatter
    }

    func rowText(for event: TideEvent) -> String {
        let kind = event.kind == .high ? "High" : "Low"
        return "\(kind) \(formatter.string(from: event.time))"
    }
}
