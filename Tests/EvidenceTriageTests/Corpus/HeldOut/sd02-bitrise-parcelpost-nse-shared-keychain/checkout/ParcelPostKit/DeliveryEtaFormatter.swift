import Foundation

public struct DeliveryEtaFormatter {
    let locale: Locale
    let timeZone: TimeZone

    public init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
    }

    public func window(start: Date, end: Date) -> String {
        let f = DateIntervalFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.dateStyle = .short
        f.timeStyle = .short
        return f.string(from: start, to: end)
    }
}
