import Foundation

/// Departure days are printed for the terminal's local day, as on the paper manifest at the booth.
struct SailingManifest {
    let departure: Date
    let terminalTimeZone: TimeZone

    var departureDay: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = terminalTimeZone
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: departure)
    }
}
