import Foundation

struct DepartureTimeFormatter {
    var locale = Locale(identifier: "en_US")
    var timeZone = TimeZone(identifier: "Europe/London")!

    func label(for departure: Date) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.dateStyle = .none
        f.timeStyle = .short
        return f.string(from: departure)
    }
}
