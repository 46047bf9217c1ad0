import Foundation

struct WateringReminderFormatter {
    var locale = Locale(identifier: "en_US")
    var timeZone = TimeZone(identifier: "America/New_York")!

    func timeText(for date: Date) -> String {
        var style = Date.FormatStyle(date: .omitted, time: .shortened)
        style.locale = locale
        style.timeZone = timeZone
        return date.formatted(style)
    }
}
