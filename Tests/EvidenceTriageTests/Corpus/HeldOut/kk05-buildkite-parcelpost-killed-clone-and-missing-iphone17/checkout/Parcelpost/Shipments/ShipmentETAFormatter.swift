import Foundation

struct ShipmentETAFormatter {
    var now: Date = .now
    var timeZone: TimeZone = .current
    var locale: Locale = .current

    func string(for eta: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: eta)).day ?? 0
        let time = eta.formatted(Date.FormatStyle(locale: locale, timeZone: timeZone).hour())
        switch days {
        case 0: return "Today by \(time)"
        case 1..<7: return "\(eta.formatted(Date.FormatStyle(locale: locale, timeZone: timeZone).weekday(.abbreviated))) by \(time)"
        default: return "\(eta.formatted(Date.FormatStyle(locale: locale, timeZone: timeZone).month(.abbreviated).day())) by \(time)"
        }
    }
}
