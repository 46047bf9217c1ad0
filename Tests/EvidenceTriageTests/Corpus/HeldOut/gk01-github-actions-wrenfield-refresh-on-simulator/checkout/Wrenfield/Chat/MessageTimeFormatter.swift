import Foundation

/// "Today 09:41", "Yesterday", weekday names for the last week, then a short date.
struct MessageTimeFormatter {
    var now: () -> Date = Date.init
    var calendar = Calendar(identifier: .gregorian)
    var locale = Locale(identifier: "en_US_POSIX")

    func label(for date: Date) -> String {
        let days = calendar.dateComponents([.day], from: date, to: now()).day ?? 0
        switch days {
        case 0:
            let f = DateFormatter(); f.locale = locale; f.timeZone = calendar.timeZone; f.dateFormat = "'Today' HH:mm"
            return f.string(from: date)
        case 1:
            return "Yesterday"
        case 2..<7:
            let f = DateFormatter(); f.locale = locale; f.timeZone = calendar.timeZone; f.dateFormat = "EEEE"
            return f.string(from: date)
        default:
            let f = DateFormatter(); f.locale = locale; f.timeZone = calendar.timeZone; f.dateFormat = "d MMM"
            return f.string(from: date)
        }
    }
}
