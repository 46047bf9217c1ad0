import Foundation

struct ReminderTimeFormatter {
    func string(hour: Int, minute: Int, locale: Locale) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.dateFormat = "HH:mm"
        let date = Calendar.current.date(from: DateComponents(hour: hour, minute: minute))!
        return f.string(from: date)
    }
}
