import Foundation

struct TideTableFormatter {
    var locale: Locale = .autoupdatingCurrent
    var timeZone: TimeZone = .current

    func time(of event: TideEvent) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.dateFormat = "H:mm"          // fixed pattern ignores the locale's 12/24-hour preference
        return f.string(from: event.date)
    }
}
