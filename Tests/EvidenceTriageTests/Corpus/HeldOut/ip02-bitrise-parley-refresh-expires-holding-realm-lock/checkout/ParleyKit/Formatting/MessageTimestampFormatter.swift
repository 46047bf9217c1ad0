import Foundation

/// Section and bubble timestamps in the chat view.
public struct MessageTimestampFormatter {
    private let calendar: Calendar
    private let now: () -> Date

    public init(calendar: Calendar = .current, now: @escaping () -> Date = Date.init) {
        self.calendar = calendar
        self.now = now
    }

    public func string(for date: Date) -> String {
        let time = date.formatted(Date.FormatStyle(date: .omitted, time: .shortened)
            .locale(calendar.locale ?? .current).hour(.twoDigits(amPM: .omitted)))
        if calendar.isDate(date, inSameDayAs: now()) {
            return "Today, \(time)"
        }
        let short = DateFormatter()
        short.calendar = calendar
        short.locale = calendar.locale
        short.dateFormat = "MM/dd/yy, HH:mm"
        return short.string(from: date)
    }
}
