import Foundation

public struct ServiceCalendar {
    private let formatter: DateFormatter

    public init(locale: Locale = .current, timeZone: TimeZone = .current) {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        // Header above each day's sailings on the timetable screen and in the
        // overnight import summary notification.


        f.dateFormat = "EEEE, MMM d, YYYY"
        formatter = f
    }

    public func headerTitle(for date: Date) -> String {
        formatter.string(from: date)
    }
}
