import Foundation

enum ReminderText {
    private static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeStyle = .short
        f.dateStyle = .none
        return f
    }()

    /// "8:00 PM" — the time the evening prompt notification fires.
    static func time(for date: Date) -> String {
        formatter.string(from: date)
    }
}
