import Foundation

enum MemoTitle {
    static func `default`(for date: Date, calendar: Calendar = .current) -> String {
        let f = DateFormatter()
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.locale = Locale(identifier: "en_GB")
        f.dateFormat = "d MMM, h:mm"
        return "Memo " + f.string(from: date)
    }
}
