import Foundation

struct ETAFormatter {
    let now: Date
    let calendar: Calendar
    let locale: Locale

    func string(etaMinutes: Int) -> String {
        let eta = now.addingTimeInterval(TimeInterval(etaMinutes * 60))
        guard calendar.isDate(eta, inSameDayAs: now) else {
            return eta.formatted(.dateTime.weekday(.wide).locale(locale))
        }
        let f = RelativeDateTimeFormatter()
        f.locale = locale
        f.unitsStyle = .short
        return f.localizedString(for: eta, relativeTo: now)
    }
}
