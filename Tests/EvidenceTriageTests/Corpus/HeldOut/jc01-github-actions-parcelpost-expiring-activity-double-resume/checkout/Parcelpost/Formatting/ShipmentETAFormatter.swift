import Foundation

struct ShipmentETAFormatter {
    var calendar = Calendar.current
    var locale = Locale.current
    var now: () -> Date = Date.init

    func deliveredText(at date: Date) -> String {
        let time = DateFormatter()
        time.locale = locale
        time.dateFormat = "HH:mm"
        if calendar.isDate(date, inSameDayAs: now()) {
            return "Delivered today at \(time.string(from: date))"
        }
        let day = DateFormatter()
        day.locale = locale
        day.setLocalizedDateFormatFromTemplate("EEEMMMd")
        return "Delivered \(day.string(from: date))"
    }
}
