import Foundation

struct DeliveryWindowFormatter {
    var calendar = Calendar(identifier: .gregorian)
    var locale = Locale(identifier: "en_US")
    var timeZone = TimeZone(identifier: "America/Chicago")!

    func string(from start: Date, to end: Date, relativeTo now: Date) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.dateFormat = "h a"
        let day = calendar.isDate(start, inSameDayAs: now) ? "Today" : "Tomorrow"
        return "\(day) \(f.string(from: start)) – \(f.string(from: end))"
    }
}
