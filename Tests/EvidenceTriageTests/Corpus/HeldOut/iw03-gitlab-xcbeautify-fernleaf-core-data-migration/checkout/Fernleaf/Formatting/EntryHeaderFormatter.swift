import Foundation

struct EntryHeaderFormatter {
    private let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "EEE, MMM d, YYYY"
        return f
    }()

    func header(for date: Date) -> String { formatter.string(from: date) }
}
