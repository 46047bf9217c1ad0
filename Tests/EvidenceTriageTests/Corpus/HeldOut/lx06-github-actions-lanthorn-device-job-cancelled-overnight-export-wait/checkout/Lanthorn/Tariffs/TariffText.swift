import Foundation

enum TariffText {
    /// Off-peak window shown on the tariff card, in the user's 12/24-hour preference.
    static func window(start: DateComponents, end: DateComponents, locale: Locale) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.dateFormat = "HH:mm"
        let cal = Calendar(identifier: .gregorian)
        let s = cal.date(from: start)!, e = cal.date(from: end)!
        return "\(f.string(from: s))–\(f.string(from: e))"
    }
}
