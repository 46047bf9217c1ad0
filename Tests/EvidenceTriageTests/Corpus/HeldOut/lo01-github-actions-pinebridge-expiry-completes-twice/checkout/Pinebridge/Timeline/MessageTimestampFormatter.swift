import Foundation

struct MessageTimestampFormatter {
    var calendar: Calendar = .current
    var locale: Locale = .current
    var now: () -> Date = Date.init

    func string(for date: Date) -> String {
        let time = DateFormatter()
        time.locale = locale
        time.dateFormat = "h:mm a"

        if calendar.isDateInToday(date) {
            return time.string(from: date)
        }
        if calendar.isDateInYesterday(date) {
            let yesterday = locale.language.languageCode?.identifier == "de" ? "Gestern" : "Yesterday"
            return "\(yesterday), \(time.string(from: date))"
        }
        let day = DateFormatter()
        day.locale = locale
        day.setLocalizedDateFormatFromTemplate("dMMM")
        return day.string(from: date)
    }
}
