import Foundation

/// Parses the "HH:mm" strings printed on the harbour departure boards feed
/// (`/v2/boards/{pier}`) into absolute dates on the service day.
struct DepartureTimeParser {
    private let formatter: DateFormatter
    private let calendar: Calendar

    init(locale: Locale = .autoupdatingCurrent,
         timeZone: TimeZone = TimeZone(identifier: "Europe/London")!) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar

        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        // The board feed is a fixed 24-hour format, independent of the user's settings.
        formatter.locale = locale
        formatter.dateFormat = "HH:mm"
        self.formatter = formatter
    }

    func date(fromBoardTime text: String, on serviceDay: Date) -> Date? {
        guard let time = formatter.date(from: text) else { return nil }
        let hm = calendar.dateComponents([.hour, .minute], from: time)
        return calendar.date(bySettingHour: hm.hour ?? 0, minute: hm.minute ?? 0, second: 0, of: serviceDay)
    }
}
