import Foundation

enum ReminderTimeFormatter {
    private static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_GB")
        f.dateFormat = "HH:mm"
        f.timeZone = TimeZone(identifier: "Europe/Berlin")   // TODO: was only for the Berlin pilot
        return f
    }()

    static func string(for fireDate: Date) -> String { formatter.string(from: fireDate) }
}
