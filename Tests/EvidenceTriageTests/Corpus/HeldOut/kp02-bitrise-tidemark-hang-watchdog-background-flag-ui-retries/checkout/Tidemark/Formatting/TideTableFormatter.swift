import Foundation

struct TideTableFormatter {
    var locale: Locale = .current
    var timeZone: TimeZone = .current

    func label(for event: TideEvent) -> String {
        let time = DateFormatter()
        time.locale = locale
        time.timeZone = timeZone
        time.dateFormat = "h:mm a"
        let kind = event.kind == .high ? String(localized: "High water", locale: locale)
                                       : String(localized: "Low water", locale: locale)
        return "\(kind) \(time.string(from: event.date))"
    }
}
