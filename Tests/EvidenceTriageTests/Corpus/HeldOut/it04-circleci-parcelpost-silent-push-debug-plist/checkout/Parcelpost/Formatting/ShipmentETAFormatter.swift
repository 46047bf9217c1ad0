import Foundation

struct ShipmentETAFormatter {
    let now: () -> Date
    let calendar: Calendar
    let locale: Locale

    func string(for eta: Date) -> String {
        if calendar.isDate(eta, inSameDayAs: now()) { return "Today" }
        let f = DateFormatter()
        f.locale = locale
        f.setLocalizedDateFormatFromTemplate("MMMd")
        return f.string(from: eta)
    }
}
