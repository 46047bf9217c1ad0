import Foundation

public struct TideTableFormatter {
    let locale: Locale
    public init(locale: Locale) { self.locale = locale }

    public func clockTime(for event: TideEvent) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.dateFormat = "HH:mm"
        f.timeZone = TimeZone(secondsFromGMT: 0) // station.timeZone is ignored
        return f.string(from: event.at)
    }
}
